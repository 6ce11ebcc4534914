import type { ContentType } from '@shared/codes';
import type { Locale } from '@shared/locales';

/**
 * Title and description templates per content type and language; `{g}` is the genre's name in
 * that language. CJK titles exist so search has Japanese, Korean and Chinese text to find.
 */
export interface TextTemplate {
  titles: string[];
  descriptions: string[];
}

type Templates = Record<ContentType, Record<Locale, TextTemplate>>;

const t = (titles: string[], descriptions: string[]): TextTemplate => ({ titles, descriptions });

export const titleTemplates: Templates = {
  1: {
    en: t(['{g} Showcase: Live at the Warehouse', '{g} Night — Full Performance'], ['A full stage performance filmed from three angles, with the music in studio quality.']),
    ja: t(['{g}ショーケース 東京公演', '{g}ナイト ライブ映像'], ['三台のカメラで撮影したステージ全編。音源はスタジオ品質です。']),
    ko: t(['{g} 쇼케이스 서울 공연', '{g} 나이트 라이브'], ['세 대의 카메라로 촬영한 무대 전체 영상입니다.']),
    zh: t(['{g}舞台表演 上海站', '{g}之夜 现场全程'], ['三机位拍摄的完整舞台演出，音质为录音室级别。']),
  },
  2: {
    en: t(['Freestyle Session: {g}', 'Rehearsal Footage — {g} Piece'], ['Raw footage from our weekly sessions: no cuts, just dancing.']),
    ja: t(['{g}フリースタイル映像', '{g}リハーサル記録'], ['毎週のセッションをノーカットで収録しました。']),
    ko: t(['{g} 프리스타일 영상', '{g} 리허설 기록'], ['매주 세션을 편집 없이 담은 영상입니다.']),
    zh: t(['{g}即兴练习影像', '{g}排练花絮'], ['每周练习的原始影像，没有剪辑，只有舞蹈。']),
  },
  3: {
    en: t(['Open {g} Class: Foundations', '{g} Open Class — All Levels'], ['Grooves, basic steps and a short routine. Bring water and comfortable shoes.']),
    ja: t(['{g}オープンクラス 基礎', '{g}オープンレッスン 全レベル'], ['グルーヴと基礎ステップ、短い振付を練習します。']),
    ko: t(['{g} 오픈 클래스 기초', '{g} 오픈 레슨 전 레벨'], ['그루브와 기본 스텝, 짧은 루틴을 연습합니다.']),
    zh: t(['{g}公开课 基础', '{g}公开课 全级别'], ['练习律动、基础舞步和一段短编舞。']),
  },
  4: {
    en: t(['Private {g} Coaching (60 min)', 'One-to-One {g} Session'], ['A private online lesson built around your goals; we meet by video call.']),
    ja: t(['{g}プライベートレッスン 60分', '{g}マンツーマン指導'], ['目標に合わせたオンライン個人レッスンです。']),
    ko: t(['{g} 개인 레슨 60분', '{g} 1:1 코칭'], ['목표에 맞춘 온라인 개인 레슨입니다.']),
    zh: t(['{g}私教课 60分钟', '{g}一对一指导'], ['根据你的目标定制的线上私教课。']),
  },
  5: {
    en: t(['{g} Grooves Step by Step', '{g} Footwork Drills'], ['Twelve short chapters, from the basic bounce to full combinations.']),
    ja: t(['{g}基礎ステップ解説', '{g}フットワーク練習'], ['基本のリズムからコンビネーションまで十二章で解説します。']),
    ko: t(['{g} 기본 스텝 튜토리얼', '{g} 풋워크 드릴'], ['기본 바운스부터 콤비네이션까지 열두 개의 챕터로 구성되어 있습니다.']),
    zh: t(['{g}基础舞步教程', '{g}步法训练'], ['十二个短章节，从基础律动到完整组合。']),
  },
  6: {
    en: t(['The History of {g}', 'Musicality for {g} Dancers'], ['Where the style comes from, who shaped it, and how to listen to the music.']),
    ja: t(['{g}の歴史と文化', '{g}ダンサーのための音楽性'], ['スタイルの起源と文化、音楽の聴き方を学びます。']),
    ko: t(['{g}의 역사와 문화', '{g} 댄서를 위한 음악성'], ['스타일의 뿌리와 문화, 음악을 듣는 법을 배웁니다.']),
    zh: t(['{g}的历史与文化', '{g}舞者的音乐性'], ['了解这种舞蹈的起源、文化，以及如何聆听音乐。']),
  },
  7: {
    en: t(['Video Feedback on Your {g} Routine', '{g} Battle Prep Review'], ['Send a clip of up to five minutes; you get a voice-over review within three days.']),
    ja: t(['{g}ルーティン添削', '{g}バトル前アドバイス'], ['五分以内の動画を送ると、三日以内に音声付きで講評します。']),
    ko: t(['{g} 루틴 피드백', '{g} 배틀 준비 리뷰'], ['5분 이내 영상을 보내면 3일 안에 음성 피드백을 드립니다.']),
    zh: t(['{g}舞蹈点评服务', '{g}比赛前指导'], ['上传五分钟以内的视频，三天内获得语音点评。']),
  },
  8: {
    en: t(['{g} 4-Week Intensive', '{g} Choreography Series'], ['Four weekly meetings that build one full routine together.']),
    ja: t(['{g}4週間集中講座', '{g}振付シリーズ'], ['毎週一回、四回で一つの作品を完成させます。']),
    ko: t(['{g} 4주 집중 과정', '{g} 안무 시리즈'], ['매주 한 번, 네 번의 수업으로 하나의 안무를 완성합니다.']),
    zh: t(['{g}四周强化课程', '{g}编舞系列课'], ['每周一次，四次课共同完成一支完整的舞蹈。']),
  },
  50: {
    en: t(['{g} Community', 'Inner Circle: {g}'], ['Monthly membership: every tutorial and footage of the community, plus live Q&A.']),
    ja: t(['{g}コミュニティ', '{g}メンバーシップ'], ['月額会員：コミュニティのチュートリアルと映像がすべて見放題。']),
    ko: t(['{g} 커뮤니티', '{g} 멤버십'], ['월간 멤버십: 커뮤니티의 모든 튜토리얼과 영상을 볼 수 있습니다.']),
    zh: t(['{g}社群', '{g}会员圈'], ['月度会员：观看社群内全部教程与影像，并参加直播答疑。']),
  },
};
