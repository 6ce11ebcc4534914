import { OTHER_REPORT_TYPE_ID } from '@shared/codes';
import type { LocalizedNames } from '../../db/schema';

/** The report types every installation has; id 6 is the free-text "other" type (spec §3). */
export const reportTypeSeed: { id: number; name: string; names: LocalizedNames }[] = [
  { id: 1, name: 'Spam', names: { en: 'Spam', ja: 'スパム', ko: '스팸', zh: '垃圾信息' } },
  { id: 2, name: 'Harassment', names: { en: 'Harassment', ja: '嫌がらせ', ko: '괴롭힘', zh: '骚扰' } },
  {
    id: 3,
    name: 'Copyright infringement',
    names: { en: 'Copyright infringement', ja: '著作権侵害', ko: '저작권 침해', zh: '侵犯版权' },
  },
  {
    id: 4,
    name: 'Inappropriate content',
    names: { en: 'Inappropriate content', ja: '不適切なコンテンツ', ko: '부적절한 콘텐츠', zh: '不当内容' },
  },
  {
    id: 5,
    name: 'Misleading',
    names: { en: 'Misleading', ja: '誤解を招く内容', ko: '오해의 소지가 있는 내용', zh: '误导性内容' },
  },
  { id: OTHER_REPORT_TYPE_ID, name: 'Other', names: { en: 'Other', ja: 'その他', ko: '기타', zh: '其他' } },
];
