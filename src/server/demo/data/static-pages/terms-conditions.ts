import type { StaticPageText } from './types';

export const termsConditions: StaticPageText = {
  en: {
    title: 'Terms and Conditions',
    body: `# Terms and Conditions

These terms apply to everyone who uses Stagepass: fans who watch, buy and subscribe, and creators who publish content and classes.

## Your account

- You must be at least 16 years old to create an account.
- Keep your password to yourself. You are responsible for what happens under your account.
- Creator accounts are reviewed by our team before their content is published.

## Buying content

- Prices are shown in your chosen currency (USD, EUR or YEN) before you pay.
- A purchase gives you personal access to the content for as long as it stays on Stagepass. It does not transfer ownership or the right to share it.
- Communities are monthly subscriptions. You can leave at any time; access continues until the end of the paid period.
- If content you bought is broken or not as described, contact support within 14 days and we will look into a refund.

## Publishing content

- You may only upload material you own or have permission to use, including the music.
- You keep the rights to your work. You give Stagepass permission to store, process and show it to the people you sell it to.
- We may remove content that breaks these terms or the law, and we tell you why.

## Behaviour

Be respectful in chats, reviews and reports. Harassment, hate speech and spam lead to blocked accounts.

## Changes

We may update these terms. If a change matters to you, we tell you by e-mail at least 14 days before it applies.
`,
  },
  ja: {
    title: '利用規約',
    body: `# 利用規約

本規約は、Stagepass を利用するすべての方（コンテンツを視聴・購入・購読するファン、およびコンテンツやクラスを公開するクリエイター）に適用されます。

## アカウント

- アカウントを作成できるのは16歳以上の方です。
- パスワードは他人に教えないでください。アカウントで行われた操作の責任はご本人にあります。
- クリエイターアカウントは、コンテンツ公開前に運営チームが審査します。

## コンテンツの購入

- 価格はお支払い前に、選択した通貨（USD・EUR・円）で表示されます。
- 購入により、コンテンツが Stagepass 上にある限り個人として視聴できます。所有権や共有する権利は移転しません。
- コミュニティは月額制の購読です。いつでも退会でき、支払済みの期間の終わりまで利用できます。
- 購入したコンテンツが再生できない、または説明と異なる場合は、14日以内にサポートへご連絡ください。返金を検討します。

## コンテンツの公開

- アップロードできるのは、音楽を含め、ご自身が権利を持つか使用許可を得た素材のみです。
- 作品の権利はクリエイターに残ります。Stagepass には、保存・処理し、購入者に表示するための許諾をいただきます。
- 本規約や法令に反するコンテンツは削除することがあり、その理由をお知らせします。

## 行動について

チャット、レビュー、通報では相手を尊重してください。嫌がらせ、差別的な発言、スパムはアカウント停止の対象です。

## 変更

本規約を更新することがあります。重要な変更は、適用の14日前までにメールでお知らせします。
`,
  },
  ko: {
    title: '이용약관',
    body: `# 이용약관

이 약관은 Stagepass를 이용하는 모든 분, 즉 콘텐츠를 시청·구매·구독하는 팬과 콘텐츠 및 클래스를 게시하는 크리에이터에게 적용됩니다.

## 계정

- 만 16세 이상만 계정을 만들 수 있습니다.
- 비밀번호를 다른 사람과 공유하지 마세요. 계정에서 일어나는 일에 대한 책임은 본인에게 있습니다.
- 크리에이터 계정은 콘텐츠가 공개되기 전에 운영팀의 검토를 거칩니다.

## 콘텐츠 구매

- 가격은 결제 전에 선택한 통화(USD, EUR, 엔)로 표시됩니다.
- 구매하면 콘텐츠가 Stagepass에 있는 동안 개인적으로 시청할 수 있습니다. 소유권이나 공유할 권리는 이전되지 않습니다.
- 커뮤니티는 월간 구독입니다. 언제든지 탈퇴할 수 있으며, 결제한 기간이 끝날 때까지 이용할 수 있습니다.
- 구매한 콘텐츠가 재생되지 않거나 설명과 다르면 14일 이내에 고객 지원에 문의해 주세요. 환불을 검토해 드립니다.

## 콘텐츠 게시

- 음악을 포함해 본인이 권리를 가지고 있거나 사용 허가를 받은 자료만 업로드할 수 있습니다.
- 작품의 권리는 크리에이터에게 있습니다. Stagepass는 이를 저장·처리하고 구매자에게 보여 줄 수 있는 권한을 받습니다.
- 약관이나 법률을 위반한 콘텐츠는 삭제될 수 있으며, 그 이유를 알려 드립니다.

## 행동 규칙

채팅, 리뷰, 신고에서 서로를 존중해 주세요. 괴롭힘, 혐오 표현, 스팸은 계정 차단 사유입니다.

## 변경

약관은 변경될 수 있습니다. 중요한 변경 사항은 적용 14일 전까지 이메일로 알려 드립니다.
`,
  },
  zh: {
    title: '服务条款',
    body: `# 服务条款

本条款适用于所有使用 Stagepass 的用户：观看、购买和订阅内容的粉丝，以及发布内容和课程的创作者。

## 账户

- 年满 16 岁方可注册账户。
- 请妥善保管密码。账户下发生的一切操作由账户本人负责。
- 创作者账户在内容发布前需经过我们团队的审核。

## 购买内容

- 付款前，价格会以你选择的货币（美元、欧元或日元）显示。
- 购买后，只要内容仍在 Stagepass 上，你即可以个人身份观看。购买不转移所有权，也不包含分享的权利。
- 社群为按月订阅。你可以随时退出，已付费周期结束前仍可继续使用。
- 如果购买的内容无法播放或与描述不符，请在 14 天内联系客服，我们会审核退款。

## 发布内容

- 你只能上传自己拥有或已获授权使用的素材，包括音乐。
- 作品的权利归创作者所有。你授权 Stagepass 存储、处理作品，并向购买者展示。
- 违反本条款或法律的内容可能会被删除，我们会告知原因。

## 行为规范

在聊天、评价和举报中请尊重他人。骚扰、仇恨言论和垃圾信息将导致账户被封禁。

## 条款变更

我们可能会更新本条款。重要变更会在生效前至少 14 天通过电子邮件通知你。
`,
  },
};
