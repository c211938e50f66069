/** A command's arguments ask for its usage (--help or -h anywhere), as CLIs take it. */
export const isHelpRequest = (args: readonly string[]): boolean =>
  args.some((arg) => arg === '--help' || arg === '-h');

/**
 * The answer of a command that takes no arguments, before it does anything: its usage for
 * --help/-h (stdout, exit code 0), a refusal naming what it was given (stderr, 2), or null
 * when it was given nothing and may run.
 */
export function answerWithoutArguments(
  command: string,
  args: readonly string[],
  usage: string,
): number | null {
  if (isHelpRequest(args)) {
    console.log(usage);
    return 0;
  }
  if (args.length > 0) {
    console.error(`${command} 不接受参数：${args.join(' ')}\n${usage}`);
    return 2;
  }
  return null;
}
