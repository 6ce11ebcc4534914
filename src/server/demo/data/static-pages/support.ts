import type { StaticPageText } from './types';

export const support: StaticPageText = {
  en: {
    title: 'Support',
    body: `# Support

We are here to help fans and creators. Most questions are answered below; if yours is not, write to us.

## Frequently asked questions

**I bought a video but it still shows as locked.** Sign out and in again, then open the video from your library. If it is still locked after a few minutes, contact us with the date of the purchase.

**How do I join a class?** Open the class page at the start time. The meeting link appears there once you have bought the class.

**How do I leave a community?** Go to *Library → Communities* and choose *Leave*. You keep access until the end of the paid month.

**How do creators get paid?** Income from each sale becomes available to withdraw after the holding period and is paid out to the creator's connected payment account.

**I forgot my password.** Use *Forgot password* on the sign-in page; we send a link that is valid for one hour.

## Contact us

- E-mail: support@stagepass.local
- We answer within two working days, in English, Japanese, Korean or Chinese.

To report a problem with specific content or a user, use the *Report* button on that page: it reaches our moderators directly.
`,
  },
  ja: {
    title: 'サポート',
    body: `# サポート

ファンとクリエイターの皆さまをサポートします。よくある質問は以下をご覧ください。解決しない場合はお問い合わせください。

## よくある質問

**動画を購入したのにロックされたままです。** 一度サインアウトして再度サインインし、ライブラリから動画を開いてください。数分たっても解除されない場合は、購入日を添えてご連絡ください。

**クラスにはどうやって参加しますか？** 開始時刻にクラスのページを開いてください。クラスを購入済みであれば、そこにミーティングのリンクが表示されます。

**コミュニティを退会するには？** 「ライブラリ → コミュニティ」から「退会」を選んでください。支払済みの月の終わりまで利用できます。

**クリエイターへの支払いは？** 各販売の収益は保留期間の後に出金可能となり、クリエイターが連携した決済アカウントに支払われます。

**パスワードを忘れました。** サインイン画面の「パスワードをお忘れの方」から再設定してください。リンクの有効期限は1時間です。

## お問い合わせ

- メール：support@stagepass.local
- 2営業日以内に、日本語・英語・韓国語・中国語で回答します。

特定のコンテンツやユーザーに関する問題は、そのページの「通報」ボタンからお知らせください。モデレーターに直接届きます。
`,
  },
  ko: {
    title: '고객 지원',
    body: `# 고객 지원

팬과 크리에이터 여러분을 도와드립니다. 자주 묻는 질문을 먼저 확인하시고, 해결되지 않으면 문의해 주세요.

## 자주 묻는 질문

**영상을 구매했는데 여전히 잠겨 있어요.** 로그아웃 후 다시 로그인한 다음 라이브러리에서 영상을 열어 보세요. 몇 분이 지나도 잠겨 있다면 구매 날짜와 함께 문의해 주세요.

**클래스에는 어떻게 참여하나요?** 시작 시간에 클래스 페이지를 열어 주세요. 클래스를 구매했다면 그곳에 미팅 링크가 표시됩니다.

**커뮤니티에서 탈퇴하려면?** *라이브러리 → 커뮤니티*에서 *탈퇴*를 선택하세요. 결제한 달이 끝날 때까지 이용할 수 있습니다.

**크리에이터는 어떻게 수익을 받나요?** 판매 수익은 보류 기간이 지나면 출금할 수 있으며, 크리에이터가 연결한 결제 계정으로 지급됩니다.

**비밀번호를 잊어버렸어요.** 로그인 화면의 *비밀번호 찾기*를 이용하세요. 링크는 1시간 동안 유효합니다.

## 문의하기

- 이메일: support@stagepass.local
- 영업일 기준 2일 이내에 한국어, 영어, 일본어 또는 중국어로 답변드립니다.

특정 콘텐츠나 사용자에 대한 문제는 해당 페이지의 *신고* 버튼을 이용해 주세요. 모더레이터에게 바로 전달됩니다.
`,
  },
  zh: {
    title: '客服支持',
    body: `# 客服支持

我们随时为粉丝和创作者提供帮助。大多数问题可以在下方找到答案；如果没有，请联系我们。

## 常见问题

**我已购买视频，但它仍显示为锁定。** 请退出登录后重新登录，然后从资料库打开视频。如果几分钟后仍然锁定，请附上购买日期联系我们。

**如何参加课程？** 请在开课时间打开课程页面。购买课程后，会议链接会显示在该页面上。

**如何退出社群？** 前往*资料库 → 社群*并选择*退出*。在已付费的月份结束前你仍可继续使用。

**创作者如何获得收入？** 每笔销售的收入在保留期结束后即可提现，并支付到创作者绑定的支付账户。

**我忘记了密码。** 请在登录页面使用*忘记密码*。我们会发送一个一小时内有效的链接。

## 联系我们

- 电子邮件：support@stagepass.local
- 我们会在两个工作日内用中文、英文、日文或韩文回复。

如需举报某个内容或用户的问题，请使用该页面上的*举报*按钮，它会直接发送给我们的审核人员。
`,
  },
};
