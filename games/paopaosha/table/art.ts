/**
 * The pictures of 跑跑杀: one Game Icons icon (https://game-icons.net, CC BY 3.0, credited on the web client's About
 * page) per card kind and per character, chosen by what the card does or what the character is called. Only the names
 * live here; `npm run art` (scripts/gen-art.ts) copies the chosen icons' SVG bodies from @iconify-json/game-icons into
 * art-icons.gen.ts, which the table loads lazily as its own chunk. Every card kind of games/paopaosha/src/cards and
 * every character of games/paopaosha/src/data/characters.ts has an entry (the types make a missing one an error).
 */
import type { CardKindId, CharacterId } from '@shaju/paopaosha';

/** The icon name (Game Icons, Iconify ids) of every card kind. */
export const CARD_ICONS: { readonly [K in CardKindId]: string } = {
  sha: 'crossed-swords',
  shan: 'dodging',
  shui: 'water-drop',
  wandaoqifa: 'sword-array',
  dilei: 'land-mine',
  shuilei: 'teller-mine',
  jiedaosharen: 'sword-in-stone',
  dantiao: 'sword-clash',
  qiangdaoruqin: 'robber',
  huaquanquan: 'circle-sparks',
  benlaijiuyou: 'open-treasure-chest',
  wuxiekeji: 'shield-reflect',
  kongbufenzi: 'hood',
  guoluchailu: 'wrecking-ball',
  shashanzhijiao: 'two-shadows',
  yibuliushen: 'sleepy',
  shunshouqiangou: 'hound',
  shengsibu: 'book-cover',
  duo: 'dodge',
  kongzhi: 'puppet',
  shouhuozidan: 'bullets',
  shijianqianjin: 'time-trap',
  zuzhou: 'cursed-star',
  pak470: 'ak47',
  shuiqiang: 'water-gun',
  dapao: 'cannon',
  sishenmingdao: 'scythe',
  paopaojiatelin: 'minigun',
  muchui: 'toy-mallet',
  chaoguo: 'cooking-pot',
  paopaosandanqiang: 'shotgun',
  m16: 'rifle',
  zhenzhengou: 'sniffing-dog',
  wangcaigou: 'dog-house',
  langgou: 'wolf-head',
  dazhongsangtana: 'car-key',
  laoniu: 'cow',
  qqfeiche: 'race-car',
  baguazhen: 'yin-yang',
  dunpai: 'shield',
  gongshanziwuyingjiao: 'high-kick',
  gongshanziwuyingbaguazhen: 'spell-book',
  diannaoqicaishu: 'computing',
  shenmijingqi: 'magic-swirl',
  yonghengzhihuo: 'fire',
  tianshizhilei: 'angel-wings',
  jiaolazhihua: 'flower-emblem',
  haiyanggongzhu: 'mermaid',
  guangmingzhiyan: 'eye-shield',
};

/** The emblem (Game Icons id) drawn in every character's portrait, over the nation's colour. */
export const CHARACTER_ICONS: { readonly [C in CharacterId]: string } = {
  pidan: 'fried-eggs',
  xiaopi: 'baby-face',
  heiniu: 'woman-elf-face',
  laopi: 'wizard-face',
  piguanxiaoqian: 'money-stack',
  congtou: 'leek',
  xiaocong: 'brain',
  lanlan: 'flower-twirl',
  dadadou: 'peanut',
  xiaodou: 'peas',
  doujiyan: 'monk-face',
  haidaowang: 'pirate-captain',
};

/** Every icon this game draws (what scripts/gen-art.ts extracts). */
export const ART_ICONS: readonly string[] = [...Object.values(CARD_ICONS), ...Object.values(CHARACTER_ICONS)];
