import type { LocalizedNames } from '../../db/schema';

export interface NamedEntry {
  slug: string;
  names: Required<LocalizedNames>;
}

/** Dance genres (the content tags), named in all four languages. */
export const demoGenres: NamedEntry[] = [
  { slug: 'hip-hop', names: { en: 'Hip Hop', ja: 'ヒップホップ', ko: '힙합', zh: '嘻哈' } },
  { slug: 'house', names: { en: 'House', ja: 'ハウス', ko: '하우스', zh: '浩室舞' } },
  { slug: 'popping', names: { en: 'Popping', ja: 'ポップ', ko: '팝핀', zh: '机械舞' } },
  { slug: 'locking', names: { en: 'Locking', ja: 'ロック', ko: '락킹', zh: '锁舞' } },
  { slug: 'breaking', names: { en: 'Breaking', ja: 'ブレイキン', ko: '브레이킹', zh: '霹雳舞' } },
  { slug: 'waacking', names: { en: 'Waacking', ja: 'ワック', ko: '왁킹', zh: '甩手舞' } },
  { slug: 'voguing', names: { en: 'Voguing', ja: 'ヴォーギング', ko: '보깅', zh: 'Vogue舞' } },
  { slug: 'krump', names: { en: 'Krump', ja: 'クランプ', ko: '크럼프', zh: '狂派舞' } },
  { slug: 'jazz', names: { en: 'Jazz', ja: 'ジャズ', ko: '재즈', zh: '爵士舞' } },
  { slug: 'contemporary', names: { en: 'Contemporary', ja: 'コンテンポラリー', ko: '컨템포러리', zh: '当代舞' } },
  { slug: 'ballet', names: { en: 'Ballet', ja: 'バレエ', ko: '발레', zh: '芭蕾' } },
  { slug: 'k-pop', names: { en: 'K-Pop', ja: 'K-POP', ko: '케이팝', zh: '韩舞' } },
  { slug: 'salsa', names: { en: 'Salsa', ja: 'サルサ', ko: '살사', zh: '萨尔萨' } },
  { slug: 'bachata', names: { en: 'Bachata', ja: 'バチャータ', ko: '바차타', zh: '巴恰塔' } },
  { slug: 'tap', names: { en: 'Tap', ja: 'タップ', ko: '탭댄스', zh: '踢踏舞' } },
  { slug: 'dancehall', names: { en: 'Dancehall', ja: 'ダンスホール', ko: '댄스홀', zh: '雷鬼舞' } },
  { slug: 'afro', names: { en: 'Afro', ja: 'アフロ', ko: '아프로', zh: '非洲舞' } },
];

export const demoHobbies: NamedEntry[] = [
  { slug: 'music-production', names: { en: 'Music production', ja: '音楽制作', ko: '음악 프로듀싱', zh: '音乐制作' } },
  { slug: 'photography', names: { en: 'Photography', ja: '写真', ko: '사진', zh: '摄影' } },
  { slug: 'fashion', names: { en: 'Fashion', ja: 'ファッション', ko: '패션', zh: '时尚' } },
  { slug: 'travel', names: { en: 'Travel', ja: '旅行', ko: '여행', zh: '旅行' } },
  { slug: 'yoga', names: { en: 'Yoga', ja: 'ヨガ', ko: '요가', zh: '瑜伽' } },
  { slug: 'fitness', names: { en: 'Fitness', ja: 'フィットネス', ko: '피트니스', zh: '健身' } },
  { slug: 'djing', names: { en: 'DJing', ja: 'DJ', ko: 'DJ', zh: 'DJ打碟' } },
  { slug: 'filmmaking', names: { en: 'Filmmaking', ja: '映像制作', ko: '영상 제작', zh: '视频制作' } },
  { slug: 'cooking', names: { en: 'Cooking', ja: '料理', ko: '요리', zh: '烹饪' } },
  { slug: 'gaming', names: { en: 'Gaming', ja: 'ゲーム', ko: '게임', zh: '游戏' } },
  { slug: 'reading', names: { en: 'Reading', ja: '読書', ko: '독서', zh: '阅读' } },
];
