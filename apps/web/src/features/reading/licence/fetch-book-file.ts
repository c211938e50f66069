import type { Envelope } from '@moyue/contracts/envelope';
import { REQUEST_TIMEOUT_MS } from '@moyue/contracts/ui-constants';
import { signParams, signatureParams } from '@moyue/contracts/signing';
import { ApiError } from '../../../api/api-error';
import { normalisePath } from '../../../api/client';
import { ensureDevice } from '../../../api/device';

/**
 * GET the Url of an authorisation: a signed call (same device, same session)
 * whose answer is the encrypted bytes, or the envelope of a refusal.
 */
export async function fetchBookFile(url: string): Promise<ArrayBuffer> {
  const path = normalisePath(url);
  const device = await ensureDevice();
  const params = await signParams(
    device.key,
    'GET',
    path,
    signatureParams({ deviceToken: device.token, path, accessToken: '', appVersion: '1.0.0' }),
  );
  let response: Response;
  try {
    response = await fetch(`${path}?${new URLSearchParams(params).toString()}`, {
      credentials: 'same-origin',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(-1, '网络异常，请稍后再试');
  }
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    const envelope = (await response.json()) as Envelope<unknown>;
    throw new ApiError(envelope.Code, envelope.Description, response.status);
  }
  if (!response.ok) throw new ApiError(-1, '图书文件获取失败', response.status);
  return response.arrayBuffer();
}
