import type { CreatorRole, UserStatus } from '@shared/codes';
import type { Locale } from '@shared/locales';
import type { Currency } from '@shared/money';

export interface PersonSeed {
  login: string;
  name: string;
  locale: Locale;
  currency: Currency;
  bio?: string;
  role?: CreatorRole;
  status?: UserStatus;
}

/** The three accounts printed at start; password `stagepass` for all. */
export const DEMO_PASSWORD = 'stagepass';
export const demoAdmin: PersonSeed = { login: 'admin', name: 'Stagepass Admin', locale: 'en', currency: 'USD' };
export const demoCreator: PersonSeed = {
  login: 'miarivera',
  name: 'Mia Rivera',
  locale: 'en',
  currency: 'USD',
  role: 3,
  bio: 'Dancer and teacher from Los Angeles. Hip hop and house foundations, choreography and freestyle.',
};
export const demoFan: PersonSeed = { login: 'demofan', name: 'Alex Kim', locale: 'en', currency: 'USD' };

/** A dozen more creators across the three roles, plus one blocked and one awaiting approval. */
export const namedCreators: PersonSeed[] = [
  { login: 'kenta.sato', name: '佐藤 健太', locale: 'ja', currency: 'JPY', role: 1, bio: '東京を拠点に活動する映像プロデューサー。ダンス作品の撮影と編集を手がけています。' },
  { login: 'aya.yamada', name: '山田 彩', locale: 'ja', currency: 'JPY', role: 3, bio: 'ハウスとジャズのダンサー。大阪でクラスを開いています。' },
  { login: 'minji.kim', name: '김민지', locale: 'ko', currency: 'USD', role: 3, bio: '서울에서 활동하는 케이팝 안무가이자 댄서입니다.' },
  { login: 'junho.park', name: '박준호', locale: 'ko', currency: 'USD', role: 2, bio: '브레이킹 배틀과 워크숍을 기획하는 오거나이저입니다.' },
  { login: 'seoyeon.lee', name: '이서연', locale: 'ko', currency: 'EUR', role: 3, bio: '컨템포러리와 발레를 가르치는 무용수입니다.' },
  { login: 'fang.wang', name: '王芳', locale: 'zh', currency: 'USD', role: 3, bio: '爵士舞与甩手舞舞者，在上海教授公开课。' },
  { login: 'wei.li', name: '李伟', locale: 'zh', currency: 'USD', role: 1, bio: '舞蹈影像制作人，记录街舞文化十余年。' },
  { login: 'jing.chen', name: '陈静', locale: 'zh', currency: 'EUR', role: 2, bio: '在北京组织街舞比赛与集训营。' },
  { login: 'lucas.moreau', name: 'Lucas Moreau', locale: 'en', currency: 'EUR', role: 3, bio: 'Popping and locking dancer based in Paris.' },
  { login: 'amara.okafor', name: 'Amara Okafor', locale: 'en', currency: 'EUR', role: 3, bio: 'Afro and dancehall teacher from Lagos, now in London.' },
  { login: 'sofia.garcia', name: 'Sofía García', locale: 'en', currency: 'EUR', role: 2, bio: 'Salsa and bachata socials and festivals in Madrid.' },
  { login: 'jamal.carter', name: 'Jamal Carter', locale: 'en', currency: 'USD', role: 1, bio: 'Producer of krump and hip hop battle films.' },
  { login: 'elena.petrova', name: 'Elena Petrova', locale: 'en', currency: 'EUR', role: 3, bio: 'Ballet and contemporary, classes for adult beginners.' },
  { login: 'viktor.hale', name: 'Viktor Hale', locale: 'en', currency: 'USD', role: 3, status: 'blocked', bio: 'Tap dancer.' },
  { login: 'nora.lind', name: 'Nora Lind', locale: 'en', currency: 'EUR', role: 3, status: 'pending', bio: 'Voguing.' },
];

export const namedFans: PersonSeed[] = [
  { login: 'yui.suzuki', name: '鈴木 ゆい', locale: 'ja', currency: 'JPY' },
  { login: 'ren.takahashi', name: '高橋 蓮', locale: 'ja', currency: 'JPY' },
  { login: 'haneul.jung', name: '정하늘', locale: 'ko', currency: 'USD' },
  { login: 'yuna.choi', name: '최유나', locale: 'ko', currency: 'USD' },
  { login: 'wei.zhang', name: '张伟', locale: 'zh', currency: 'USD' },
  { login: 'emma.johnson', name: 'Emma Johnson', locale: 'en', currency: 'USD' },
  { login: 'noah.smith', name: 'Noah Smith', locale: 'en', currency: 'USD' },
  { login: 'chloe.martin', name: 'Chloé Martin', locale: 'en', currency: 'EUR' },
  { login: 'liam.brown', name: 'Liam Brown', locale: 'en', currency: 'EUR' },
];

/** Name parts for the creators and fans a larger `scale` adds. */
export const generatedNames: Record<Locale, { given: string[]; family: string[]; join: string }> = {
  en: { given: ['Olivia', 'Ethan', 'Maya', 'Leo', 'Zoe', 'Isaac', 'Nina', 'Owen'], family: ['Reed', 'Hayes', 'Cruz', 'Ford', 'Lane', 'Wells'], join: ' ' },
  ja: { given: ['翔', '花', '陽菜', '大翔', '結衣', '悠真'], family: ['伊藤', '中村', '小林', '加藤', '吉田'], join: ' ' },
  ko: { given: ['지우', '서준', '하은', '도윤', '수아', '예준'], family: ['김', '이', '박', '최', '정'], join: '' },
  zh: { given: ['梓涵', '浩然', '欣怡', '子轩', '雨桐', '宇航'], family: ['王', '李', '张', '刘', '杨'], join: '' },
};
