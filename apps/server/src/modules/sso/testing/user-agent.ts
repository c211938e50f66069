/**
 * A minimal browser for the SSO tests: keeps cookies per host and follows
 * redirects by hand until an address of `stopAt` is reached.
 */
export class TestUserAgent {
  private readonly jar = new Map<string, Map<string, string>>();

  cookieHeader(url: string): string {
    const cookies = this.jar.get(new URL(url).host) ?? new Map<string, string>();
    return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private remember(url: string, response: Response): void {
    const host = new URL(url).host;
    const cookies = this.jar.get(host) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (!pair || at < 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (/max-age=0|expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    this.jar.set(host, cookies);
  }

  async request(
    url: string,
    init: { method?: string; form?: Record<string, string> } = {},
  ): Promise<Response> {
    const response = await fetch(url, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      redirect: 'manual',
      headers: {
        cookie: this.cookieHeader(url),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
    });
    this.remember(url, response);
    return response;
  }

  /** Follows redirects from url until one points at stopAt; answers that address. */
  async follow(
    url: string,
    stopAt: string,
    init: { form?: Record<string, string> } = {},
  ): Promise<{ stoppedAt: string | null; last: Response }> {
    let next = url;
    let form = init.form;
    for (let hop = 0; hop < 10; hop += 1) {
      const response = await this.request(next, form ? { form } : {});
      form = undefined;
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location)
        return { stoppedAt: null, last: response };
      const target = new URL(location, next).toString();
      if (target.startsWith(stopAt)) return { stoppedAt: target, last: response };
      next = target;
    }
    throw new Error('too many redirects');
  }
}
