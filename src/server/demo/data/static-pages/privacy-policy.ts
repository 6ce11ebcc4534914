import type { StaticPageText } from './types';

export const privacyPolicy: StaticPageText = {
  en: {
    title: 'Privacy Policy',
    body: `# Privacy Policy

This policy explains what personal data Stagepass keeps, why, and what you can do about it.

## What we collect

- **Account data**: your e-mail address, login, name, password (stored only as a secure hash), language and currency.
- **Profile data** you choose to add: a photo, a short bio, genres, hobbies and social links.
- **Purchases**: what you bought, when, and the amount. Card details are handled by our payment provider; we never see them.
- **Usage**: playlists, favourites, playback positions and notification settings, so the app works the way you left it.

## Why we use it

To run your account, deliver what you paid for, pay creators their income, prevent fraud, and answer your support requests. We do not sell your data and we show no third-party advertising.

## Who sees it

Your public profile (name, login, photo, bio) is visible to everyone. Creators see the names of people who bought their content. Our payment provider and e-mail service process data on our behalf.

## How long we keep it

While your account exists. When you delete your profile we remove your personal data within 30 days, except purchase records that tax law requires us to keep.

## Your rights

You can see and correct your data in your account settings, download it, or delete your profile at any time. Questions go to privacy@stagepass.local.
`,
  },
  ja: {
    title: 'プライバシーポリシー',
    body: `# プライバシーポリシー

本ポリシーでは、Stagepass が保持する個人データ、その目的、そしてお客様ができることを説明します。

## 収集する情報

- **アカウント情報**：メールアドレス、ログイン名、名前、パスワード（安全なハッシュとしてのみ保存）、言語、通貨。
- **プロフィール情報**（任意）：写真、自己紹介、ジャンル、趣味、SNS リンク。
- **購入情報**：購入したもの、日時、金額。カード情報は決済事業者が扱い、当社が見ることはありません。
- **利用情報**：プレイリスト、お気に入り、再生位置、通知設定。前回の状態からアプリを使えるようにするためです。

## 利用目的

アカウントの運営、購入コンテンツの提供、クリエイターへの収益の支払い、不正の防止、サポートへの対応のために利用します。データを販売することはなく、第三者の広告も表示しません。

## 公開範囲

公開プロフィール（名前、ログイン名、写真、自己紹介）は誰でも閲覧できます。クリエイターは自分のコンテンツを購入した人の名前を確認できます。決済事業者とメール配信サービスは、当社の委託を受けてデータを処理します。

## 保存期間

アカウントが存在する間保存します。プロフィールを削除すると、税法上保存が必要な購入記録を除き、30日以内に個人データを削除します。

## お客様の権利

アカウント設定からいつでもデータの確認・訂正・ダウンロード、プロフィールの削除ができます。お問い合わせは privacy@stagepass.local まで。
`,
  },
  ko: {
    title: '개인정보 처리방침',
    body: `# 개인정보 처리방침

이 방침은 Stagepass가 어떤 개인정보를 왜 보관하는지, 그리고 여러분이 무엇을 할 수 있는지 설명합니다.

## 수집하는 정보

- **계정 정보**: 이메일 주소, 로그인, 이름, 비밀번호(안전한 해시로만 저장), 언어, 통화.
- **프로필 정보**(선택): 사진, 짧은 소개, 장르, 취미, 소셜 링크.
- **구매 정보**: 구매한 항목, 시간, 금액. 카드 정보는 결제 대행사가 처리하며 저희는 볼 수 없습니다.
- **이용 정보**: 재생목록, 즐겨찾기, 재생 위치, 알림 설정. 앱을 마지막 상태 그대로 이용할 수 있도록 하기 위함입니다.

## 이용 목적

계정 운영, 구매한 콘텐츠 제공, 크리에이터 수익 지급, 부정 이용 방지, 고객 문의 응대를 위해 이용합니다. 개인정보를 판매하지 않으며 제3자 광고를 표시하지 않습니다.

## 공개 범위

공개 프로필(이름, 로그인, 사진, 소개)은 누구나 볼 수 있습니다. 크리에이터는 자신의 콘텐츠를 구매한 사람의 이름을 볼 수 있습니다. 결제 대행사와 이메일 서비스는 저희를 대신해 정보를 처리합니다.

## 보관 기간

계정이 유지되는 동안 보관합니다. 프로필을 삭제하면 세법상 보관해야 하는 구매 기록을 제외한 개인정보를 30일 이내에 삭제합니다.

## 여러분의 권리

계정 설정에서 언제든지 정보를 확인·수정·다운로드하거나 프로필을 삭제할 수 있습니다. 문의는 privacy@stagepass.local 로 보내 주세요.
`,
  },
  zh: {
    title: '隐私政策',
    body: `# 隐私政策

本政策说明 Stagepass 保存哪些个人数据、为什么保存，以及你可以如何管理这些数据。

## 我们收集的信息

- **账户信息**：电子邮箱、登录名、姓名、密码（仅以安全哈希形式保存）、语言和货币。
- **个人资料**（可选）：头像、简介、舞种、兴趣爱好和社交链接。
- **购买记录**：购买了什么、时间和金额。银行卡信息由支付服务商处理，我们无法看到。
- **使用数据**：播放列表、收藏、播放进度和通知设置，以便应用保持你上次离开时的状态。

## 使用目的

用于运营你的账户、提供你购买的内容、向创作者支付收入、防范欺诈以及回复客服请求。我们不出售你的数据，也不展示第三方广告。

## 谁能看到

你的公开资料（姓名、登录名、头像、简介）对所有人可见。创作者可以看到购买其内容的用户姓名。支付服务商和邮件服务代表我们处理数据。

## 保存期限

账户存续期间保存。删除个人资料后，我们会在 30 天内删除你的个人数据，但税法要求保留的购买记录除外。

## 你的权利

你可以随时在账户设置中查看、更正、下载你的数据，或删除个人资料。如有疑问，请联系 privacy@stagepass.local。
`,
  },
};
