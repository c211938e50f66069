import { LICENCE_RSA } from '@moyue/contracts/api/reading';

// spec §7/§9: the reader's RSA-OAEP key pair (2048 bits, e 65537, SHA-512),
// made once by WebCrypto with a non-extractable private key and kept in
// IndexedDB, so the same pair serves every visit. Only a browser whose
// WebCrypto cannot make the pair asks the server (POST /rsa/create) and
// imports that private key, non-extractable as well.

/** This browser cannot open protected books (no WebCrypto, e.g. a page served over plain HTTP). */
export class ReaderUnsupportedError extends Error {
  constructor() {
    super('当前浏览器无法解密图书，请通过 HTTPS 地址访问或更换浏览器');
    this.name = 'ReaderUnsupportedError';
  }
}

export interface DeviceKeys {
  /** SPKI, base64: what authorzieParameters.device.PublicKey carries */
  publicKey: string;
  privateKey: CryptoKey;
}

const DB_NAME = 'moyue-reader';
const STORE = 'keys';
const RECORD = 'device-rsa-oaep';

export const RSA_OAEP_PARAMS: RsaHashedKeyGenParams = {
  name: 'RSA-OAEP',
  modulusLength: LICENCE_RSA.modulusLength,
  publicExponent: new Uint8Array([0x01, 0x00, 0x01]),
  hash: LICENCE_RSA.hash,
};

export const toBase64 = (bytes: ArrayBuffer | Uint8Array): string => {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let text = '';
  for (let i = 0; i < view.length; i += 0x8000)
    text += String.fromCharCode(...view.subarray(i, i + 0x8000));
  return btoa(text);
};

export const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => {
  const binary = atob(text.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

const pemBody = (pem: string): Uint8Array<ArrayBuffer> =>
  fromBase64(pem.replace(/-----(BEGIN|END) [A-Z ]+-----/g, ''));

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  });
}

async function withStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
    });
  } finally {
    db.close();
  }
}

async function generateInBrowser(): Promise<DeviceKeys> {
  const pair = await crypto.subtle.generateKey(RSA_OAEP_PARAMS, false, [
    'encrypt',
    'decrypt',
    'wrapKey',
    'unwrapKey',
  ]);
  return {
    publicKey: toBase64(await crypto.subtle.exportKey('spki', pair.publicKey)),
    privateKey: pair.privateKey,
  };
}

/** spec §7 POST /rsa/create answers PEMs; the private key is imported non-extractable. */
export async function importServerPair(pair: {
  PrivateKeyPemStr: string;
  PublicKeyPemStr: string;
}): Promise<DeviceKeys> {
  const privateKey = await crypto.subtle.importKey(
    'pkcs8',
    pemBody(pair.PrivateKeyPemStr),
    { name: 'RSA-OAEP', hash: LICENCE_RSA.hash },
    false,
    ['decrypt', 'unwrapKey'],
  );
  return { publicKey: toBase64(pemBody(pair.PublicKeyPemStr)), privateKey };
}

/** The stored pair, else a new one (WebCrypto first; the server's only when WebCrypto cannot). */
export async function loadDeviceKeys(
  askServer: () => Promise<{ PrivateKeyPemStr: string; PublicKeyPemStr: string }>,
): Promise<DeviceKeys> {
  // Without WebCrypto (insecure pages) neither a key pair nor AES-GCM is available.
  if (!(globalThis.crypto as Crypto | undefined)?.subtle) throw new ReaderUnsupportedError();
  const stored = await withStore(
    'readonly',
    (store) => store.get(RECORD) as IDBRequest<DeviceKeys | undefined>,
  ).catch(() => undefined);
  if (stored?.privateKey && stored.publicKey) return stored;
  let keys: DeviceKeys;
  try {
    keys = await generateInBrowser();
  } catch (error) {
    // spec §8: key-generation errors are only logged.
    console.warn('WebCrypto could not make the RSA key pair; asking the server', error);
    keys = await importServerPair(await askServer());
  }
  await withStore('readwrite', (store) => store.put(keys, RECORD)).catch((error: unknown) => {
    console.warn('the reader key pair could not be kept in IndexedDB', error);
  });
  return keys;
}
