import fs from 'node:fs/promises';

interface OutboxLine {
  outbox?: { channel?: string; recipient?: string; body?: string };
}

/** The codes lastSmsCode has answered, per server log and phone. */
const answered = new Map<string, Set<string>>();

/**
 * The last SMS code the server's outbox provider sent to a phone, read from
 * the server's log (global-setup captures it); waits up to 10 s for it, and
 * for one it has not answered before (nor `previous`) when a number gets its
 * second code: the log is written a moment after the call that sent the code
 * answers, and a loaded CI run read the number's earlier, spent code
 * (account-settings, 2026-11-28).
 */
export async function lastSmsCode(
  serverLog: string,
  phone: string,
  previous?: string,
): Promise<string> {
  const key = `${serverLog}\n${phone}`;
  const spent = answered.get(key) ?? new Set<string>();
  answered.set(key, spent);
  const deadline = Date.now() + 10_000;
  for (;;) {
    const text = await fs.readFile(serverLog, 'utf8').catch(() => '');
    let code: string | undefined;
    for (const line of text.split('\n')) {
      if (!line.includes('"outbox"')) continue;
      try {
        const entry = JSON.parse(line) as OutboxLine;
        if (entry.outbox?.recipient === phone)
          code = /验证码为(\d{6})/.exec(entry.outbox.body ?? '')?.[1] ?? code;
      } catch {
        // not a log entry of ours
      }
    }
    if (code && code !== previous && !spent.has(code)) {
      spent.add(code);
      return code;
    }
    if (Date.now() > deadline) throw new Error(`no SMS code for ${phone} in ${serverLog}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The server of the end-to-end run sends a number its next code this many
 * seconds after the last (SMS_CODE_INTERVAL_SECONDS; the spec's 120 s is the
 * default, checked by the API tests): flows that need a second code to one
 * number wait seconds, not two minutes.
 */
export const SMS_CODE_INTERVAL_SECONDS = 5;
