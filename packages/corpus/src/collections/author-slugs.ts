import { hashNumber } from '../isbn.ts';

// Romanised slugs for well-known authors (simplified names); everyone else gets a stable hash.
const PINYIN: Readonly<Record<string, string>> = {
  李白: 'li-bai', 杜甫: 'du-fu', 白居易: 'bai-juyi', 王维: 'wang-wei', 孟浩然: 'meng-haoran', 李商隐: 'li-shangyin',
  杜牧: 'du-mu', 刘禹锡: 'liu-yuxi', 元稹: 'yuan-zhen', 韩愈: 'han-yu', 柳宗元: 'liu-zongyuan', 岑参: 'cen-shen',
  高适: 'gao-shi', 王昌龄: 'wang-changling', 李贺: 'li-he', 温庭筠: 'wen-tingyun', 韦应物: 'wei-yingwu', 孟郊: 'meng-jiao',
  贾岛: 'jia-dao', 张籍: 'zhang-ji', 王建: 'wang-jian', 齐己: 'qi-ji', 贯休: 'guan-xiu', 皎然: 'jiao-ran',
  陆龟蒙: 'lu-guimeng', 皮日休: 'pi-rixiu', 罗隐: 'luo-yin', 许浑: 'xu-hun', 钱起: 'qian-qi', 刘长卿: 'liu-changqing',
  姚合: 'yao-he', 张祜: 'zhang-hu', 韦庄: 'wei-zhuang', 李煜: 'li-yu', 苏轼: 'su-shi', 陆游: 'lu-you',
  辛弃疾: 'xin-qiji', 李清照: 'li-qingzhao', 柳永: 'liu-yong', 欧阳修: 'ouyang-xiu', 王安石: 'wang-anshi', 黄庭坚: 'huang-tingjian',
  杨万里: 'yang-wanli', 范成大: 'fan-chengda', 梅尧臣: 'mei-yaochen', 刘克庄: 'liu-kezhuang', 苏辙: 'su-zhe', 朱熹: 'zhu-xi',
  晏殊: 'yan-shu', 晏几道: 'yan-jidao', 周邦彦: 'zhou-bangyan', 姜夔: 'jiang-kui', 秦观: 'qin-guan', 贺铸: 'he-zhu',
  吴文英: 'wu-wenying', 张炎: 'zhang-yan', 刘辰翁: 'liu-chenweng', 张先: 'zhang-xian', 周密: 'zhou-mi', 张孝祥: 'zhang-xiaoxiang',
  关汉卿: 'guan-hanqing', 马致远: 'ma-zhiyuan', 王实甫: 'wang-shifu', 白朴: 'bai-pu', 郑光祖: 'zheng-guangzu', 张可久: 'zhang-kejiu',
  乔吉: 'qiao-ji', 毛滂: 'mao-pang', 朱敦儒: 'zhu-dunru', 王之道: 'wang-zhidao', 曹勋: 'cao-xun', 魏了翁: 'wei-liaoweng',
  史浩: 'shi-hao', 赵长卿: 'zhao-changqing', 吴潜: 'wu-qian', 李曾伯: 'li-zengbo', 陈允平: 'chen-yunping', 韩淲: 'han-biao',
  赵蕃: 'zhao-fan', 方回: 'fang-hui', 张耒: 'zhang-lei', 王十朋: 'wang-shipeng', 陈造: 'chen-zao', 周紫芝: 'zhou-zizhi',
  刘敞: 'liu-chang', 李纲: 'li-gang', 宋祁: 'song-qi', 邵雍: 'shao-yong', 项安世: 'xiang-anshi', 郭祥正: 'guo-xiangzheng',
  方岳: 'fang-yue', 易静: 'yi-jing', 司空图: 'sikong-tu', 张说: 'zhang-yue', 无名氏: 'wumingshi', 佚名: 'yiming',
};

/** An ASCII slug part for an author: pinyin when known, otherwise a hash of `key` (the name as in the source). */
export function authorSlug(simplifiedName: string, key: string): string {
  const known = key.includes('#') ? undefined : PINYIN[simplifiedName];
  if (known !== undefined) return known;
  return 'a' + hashNumber(key, 'author-a').toString(36) + hashNumber(key, 'author-b').toString(36);
}
