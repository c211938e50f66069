/** Published test vectors of the signing rule: run by the contracts, server and web test suites. Computed independently with node:crypto createHmac. */
export interface SigningVector {
  name: string;
  deviceKey: string;
  method: string;
  path: string;
  params: Record<string, string>;
  canonical: string;
  token: string;
}

export const SIGNING_TEST_VECTORS: readonly SigningVector[] = [
  {
    name: 'hot search words, anonymous',
    deviceKey: 'a3f1c0de5b7e4f2a9d8c6b5a4f3e2d1c',
    method: 'POST',
    path: '/v1/api/history/hot-search-words',
    params: {
      AccessToken: '',
      DeviceToken: 'dt-0001',
      ApiName: '',
      BridgePlatformName: 'web',
      random: '0.5',
      nonce: '3b241101-e2bb-4255-8caf-4136c566a962',
      AppId: '7',
      timestamp: '2026-11-22 08:00:00',
      apiversion: '1.0',
      appversion: '1.0.0',
    },
    canonical:
      'POST\n/v1/api/history/hot-search-words\nAccessToken=&ApiName=&AppId=7&BridgePlatformName=web&DeviceToken=dt-0001&apiversion=1.0&appversion=1.0.0&nonce=3b241101-e2bb-4255-8caf-4136c566a962&random=0.5&timestamp=2026-11-22%2008%3A00%3A00',
    token: 'ecf7d6e20cbc12f1d91f08408e74ffc3610e0abb7ca54737eb4d443ebd76b971',
  },
  {
    name: 'GET with Chinese keyword and reserved characters',
    deviceKey: 'k',
    method: 'get',
    path: '/v1/api/suggest/get-suggest',
    params: {
      keyword: '明月 &=?',
      ps: '8',
      nonce: 'n-1',
      timestamp: '2026-01-01 00:00:00',
      AppId: '7',
      Token: 'ignored',
    },
    canonical:
      'GET\n/v1/api/suggest/get-suggest\nAppId=7&keyword=%E6%98%8E%E6%9C%88%20%26%3D%3F&nonce=n-1&ps=8&timestamp=2026-01-01%2000%3A00%3A00',
    token: '7d3be9d774d43b17953fd8b1349ec0ff00b18124eb451632156172f2d5d6e6ce',
  },
  {
    name: 'names sort by code unit, upper case first',
    deviceKey: '设备密钥',
    method: 'POST',
    path: '/Content/Search',
    params: {
      b: '2',
      B: '1',
      a: '',
      inSearch: '{"keyword":"论语"}',
      timestamp: '2026-11-22 12:34:56',
    },
    canonical:
      'POST\n/Content/Search\nB=1&a=&b=2&inSearch=%7B%22keyword%22%3A%22%E8%AE%BA%E8%AF%AD%22%7D&timestamp=2026-11-22%2012%3A34%3A56',
    token: '351c3786c026282ec9ae4724d4e5455ca4e721d09f7fa82787febafdc9c71739',
  },
  {
    name: 'a lone surrogate is signed as U+FFFD, as a UTF-8 body carries it; a pair is kept',
    deviceKey: 'k2',
    method: 'POST',
    path: '/v1/api/bookmark/create',
    params: {
      // an excerpt cut in the middle of 𠀀 (U+20000), and a stray low surrogate before one whole
      excerpt: '月\ud840',
      location: '\udc00x\ud840\udc00',
      nonce: 'n-2',
      timestamp: '2026-11-22 08:00:00',
    },
    canonical:
      'POST\n/v1/api/bookmark/create\nexcerpt=%E6%9C%88%EF%BF%BD&location=%EF%BF%BDx%F0%A0%80%80&nonce=n-2&timestamp=2026-11-22%2008%3A00%3A00',
    token: '9f9e7ae0138ed22c45bcbfe473ee09a8381bce17521b34a0b0fdebde1cdbaba9',
  },
];
