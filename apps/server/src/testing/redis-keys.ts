import { Redis } from 'ioredis';

/**
 * Deletes every key under a test app's own prefix once the app is closed, so a
 * developer's Redis does not gather the keys (the nonce epoch has no expiry) of
 * every test app ever run. A Redis that is away is left as it is: the test that
 * stopped it says so itself.
 */
export async function dropRedisKeys(url: string, prefix: string): Promise<number> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {
    // unreachable: nothing to delete here
  });
  let dropped = 0;
  try {
    await client.connect();
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length > 0) dropped += await client.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } catch {
    // Redis went away meanwhile: the keys stay
  } finally {
    client.disconnect();
  }
  return dropped;
}
