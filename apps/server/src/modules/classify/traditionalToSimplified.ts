/**
 * Traditional → simplified for the characters that actually show up in xhs/dy comments from Taiwan and
 * Hong Kong users. A full OpenCC table is ~4k pairs and megabytes of data; this short list covers the
 * frequent function words and the product vocabulary, which is what the model's features need ("cheap").
 * Each entry is one traditional character followed by its simplified form.
 */
const PAIRS =
  '這这個个們们說说還还沒没來来對对會会時时過过為为買买賣卖東东實实頭头髮发發发價价錢钱貴贵質质學学與与給给' +
  '點点開开關关見见現现問问題题讓让樣样種种號号碼码機机電电車车長长門门間间無无經经應应該该從从後后當当' +
  '裡里裏里麼么處处體体氣气覺觉嗎吗錯错愛爱歡欢謝谢聽听寫写讀读記记話话語语認认識识變变壞坏術术條条業业' +
  '專专義义習习書书區区醫医藥药膚肤護护臉脸膠胶顏颜飾饰襪袜褲裤衛卫產产嬰婴兒儿寶宝餅饼乾干麵面雞鸡鴨鸭' +
  '魚鱼飯饭湯汤腦脑紅红綠绿藍蓝黃黄膩腻潤润澤泽順顺敏敏漲涨虧亏騙骗貨货級级結结絕绝讚赞優优惠惠劵券隻只' +
  '盤盘鍋锅燈灯鏡镜頸颈脣唇霧雾氣气輕轻鬆松緊紧穩稳淨净潔洁濕湿乾干燥燥痘痘癢痒紋纹斑斑彈弹補补滿满' +
  '厲厉害害喚唤鳥鸟龍龙鳳凤師师傅傅員员單单雙双幾几萬万億亿兩两歲岁嗎吗嗎吗愛爱適适較较蘋苹麥麦滷卤' +
  '雜杂隨随遠远邊边錶表鐘钟廣广場场處处爲为衝冲儘尽麼么麽么裝装狀状態态團团購购訂订單单貼贴紙纸' +
  '試试聞闻響响顧顾廳厅層层棄弃嘗尝糧粮雲云電电熱热冷冷涼凉溫温濃浓淡淡鹹咸甜甜辣辣臭臭味味' +
  '蓋盖設设計计網网頁页視视頻频傳传獎奖勵励輸输贏赢換换賺赚損损壓压擠挤燒烧攤摊鋪铺範范圍围' +
  '國国際际標标準准確确認认證证據据總总統统險险環环節节慶庆誰谁麗丽紀纪錄录導导線线議议論论訊讯' +
  '難难題题煩烦惱恼劑剂維维妝妆夠够蠻蛮聯联繫系黴霉啟启鬧闹嚇吓顆颗擔担腫肿療疗' +
  '曬晒醯酰係系塗涂噴喷' +
  '華华禮礼樂乐週周韓韩歐欧灣湾臺台遲迟運运遞递郵邮組组選选廠厂鐵铁';

/** Character → simplified character, built once per call site (pure data, no module-level mutation). */
export const traditionalToSimplified = (): ReadonlyMap<number, number> => {
  const map = new Map<number, number>();
  const chars = Array.from(PAIRS);
  for (let i = 0; i + 1 < chars.length; i += 2) {
    const from = chars[i]!.codePointAt(0)!;
    const to = chars[i + 1]!.codePointAt(0)!;
    if (from !== to) map.set(from, to);
  }
  return map;
};
