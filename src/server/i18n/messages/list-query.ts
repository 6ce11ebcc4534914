import type { listQueryMessages } from '@shared/list-query';
import type { Translations } from '../types';

type Template = (typeof listQueryMessages)[keyof typeof listQueryMessages];

/**
 * Translations of the list-query parse errors, keyed by their English templates; `{placeholders}` are
 * filled after translation. `satisfies` makes a template without a translation a type error.
 */
export default {
  'The page must be a whole number of at least 1.': {
    ja: 'ページは1以上の整数で指定してください。',
    ko: '페이지는 1 이상의 정수여야 합니다.',
    zh: '页码必须是大于或等于 1 的整数。',
  },
  'The limit must be a whole number from 1 to {max}.': {
    ja: '件数は1から{max}までの整数で指定してください。',
    ko: '개수는 1부터 {max}까지의 정수여야 합니다.',
    zh: '每页条数必须是 1 到 {max} 之间的整数。',
  },
  'Malformed list parameter "{param}".': {
    ja: 'リストのパラメーター「{param}」の形式が正しくありません。',
    ko: '목록 매개변수 "{param}"의 형식이 올바르지 않습니다.',
    zh: '列表参数“{param}”的格式不正确。',
  },
  'Unknown expand "{name}".': {
    ja: '不明な展開項目「{name}」です。',
    ko: '알 수 없는 확장 항목 "{name}"입니다.',
    zh: '未知的展开项“{name}”。',
  },
  'Unknown scope "{name}".': {
    ja: '不明なスコープ「{name}」です。',
    ko: '알 수 없는 범위 "{name}"입니다.',
    zh: '未知的范围“{name}”。',
  },
  'Unknown sort field "{name}".': {
    ja: '不明な並べ替え項目「{name}」です。',
    ko: '알 수 없는 정렬 필드 "{name}"입니다.',
    zh: '未知的排序字段“{name}”。',
  },
  'Unknown search field "{name}".': {
    ja: '不明な検索項目「{name}」です。',
    ko: '알 수 없는 검색 필드 "{name}"입니다.',
    zh: '未知的搜索字段“{name}”。',
  },
  'This list cannot be searched.': {
    ja: 'このリストは検索できません。',
    ko: '이 목록은 검색할 수 없습니다.',
    zh: '此列表不支持搜索。',
  },
  'Unknown filter field "{name}".': {
    ja: '不明な絞り込み項目「{name}」です。',
    ko: '알 수 없는 필터 필드 "{name}"입니다.',
    zh: '未知的筛选字段“{name}”。',
  },
  'Unknown operator "{op}" for "{name}".': {
    ja: '「{name}」に対する不明な演算子「{op}」です。',
    ko: '"{name}"에 대한 알 수 없는 연산자 "{op}"입니다.',
    zh: '“{name}”的运算符“{op}”未知。',
  },
  'Operator "{op}" is not allowed for "{name}".': {
    ja: '「{name}」には演算子「{op}」を使用できません。',
    ko: '"{name}"에는 "{op}" 연산자를 사용할 수 없습니다.',
    zh: '“{name}”不允许使用运算符“{op}”。',
  },
  'Value "{value}" for "{name}" is not a number.': {
    ja: '「{name}」の値「{value}」は数値ではありません。',
    ko: '"{name}"의 값이 숫자가 아닙니다: "{value}"',
    zh: '“{name}”的值“{value}”不是数字。',
  },
  'Value "{value}" for "{name}" is not a date (YYYY-MM-DD or ISO 8601).': {
    ja: '「{name}」の値「{value}」は日付ではありません（YYYY-MM-DD または ISO 8601）。',
    ko: '"{name}"의 값이 날짜(YYYY-MM-DD 또는 ISO 8601)가 아닙니다: "{value}"',
    zh: '“{name}”的值“{value}”不是日期（YYYY-MM-DD 或 ISO 8601）。',
  },
  'Value "{value}" for "{name}" must be true or false.': {
    ja: '「{name}」の値「{value}」は true または false で指定してください。',
    ko: '"{name}"의 값은 true 또는 false여야 합니다: "{value}"',
    zh: '“{name}”的值“{value}”必须是 true 或 false。',
  },
  'Operator "{op}" for "{name}" needs a value.': {
    ja: '「{name}」の演算子「{op}」には値が必要です。',
    ko: '"{name}"의 "{op}" 연산자에는 값이 필요합니다.',
    zh: '“{name}”的运算符“{op}”需要一个值。',
  },
  'Value "{value}" is not allowed for "{name}".': {
    ja: '「{name}」に値「{value}」は指定できません。',
    ko: '"{name}"에는 "{value}" 값을 사용할 수 없습니다.',
    zh: '“{name}”不允许使用值“{value}”。',
  },
} satisfies Record<Template, Translations>;
