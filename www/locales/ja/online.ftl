# サーバーで対局するゲーム (#online/<id>)。

online-page-title = オンライン対局 · ringboard
online-title-your-move = (あなたの手番) { $title }
online-heading = オンライン対局

## 対局を表示できないとき。

online-not-found = この対局はサーバーにありません。
online-unreachable = ゲームサーバーに接続できません。オンライン対局にはサーバーが必要です。それ以外はすべて使えます。
online-failed = 対局を開けませんでした: { $reason }
online-unknown-game = このサイトにはゲーム「{ $game }」がありません。
online-unreadable = この対局はここでは表示できません: { $error }
online-home-link = この端末で遊ぶ
online-lobby-link = オンラインで対局を探す

## 空いている席に着く。

online-join-heading = この{ $game }の対局に参加
online-join-waiting = { $name }さんが対戦相手を待っています。持ち時間: { $control }。
online-name-label = 他のプレイヤーに表示される名前
online-guest-name = ゲスト{ $number }
online-join = 参加して対局する
online-join-failed = 参加できませんでした: { $reason }

## ゲーム名の下の行。

online-badge-playing = オンライン
online-watching = 観戦中
online-players = { $first }（{ $firstSide }）対 { $second }（{ $secondSide }）
online-seat-empty = 未参加
online-clock-none = 時計なし
online-clock-minutes = { $minutes }+{ $increment }
online-clock-seconds = { $seconds }秒+{ $increment }
online-clock-correspondence = 1手{ $days }日
online-notify-ask = 手番が来たら知らせる

## 通信対局の時計（ライブの時計は分と秒を表示）。

online-clock-days = { $days }日{ $hours }時間
online-clock-hours = { $hours }時間{ $minutes }分

## 状況の行。

online-status-waiting = 対戦相手を待っています: この対局のリンクを送ってください
online-status-waiting-watch = 二人目のプレイヤーを待っています
online-status-your-move = あなたの手番です（{ $player }）
online-status-their-move = { $name }さん（{ $player }）の手を待っています
online-status-to-move = { $name }さん（{ $player }）の手番
online-reconnecting = 再接続しています…
online-move-unsent = サーバーが戻りしだい、あなたの手を送ります
online-copy-invitation = 送るリンクをコピー
online-link-copied = リンクをコピーしました
online-copy-prompt = 対戦相手に送る対局のリンク:

## 提案とその返事。

online-offer-takeback = 待ったを申し込む
online-offer-draw = 引き分けを提案
online-abort = 対局を中止
online-offered-draw = 引き分けを提案しました
online-offered-takeback = 自分の手の待ったを申し込みました
online-offered-rematch = 再戦を申し込みました
online-withdraw = 取り下げる
online-incoming-draw = { $name }さん（{ $player }）が引き分けを提案しています
online-incoming-takeback = { $name }さん（{ $player }）が待ったを申し込んでいます
online-incoming-rematch = { $name }さん（{ $player }）が再戦を希望しています
online-accept = 受ける
online-decline = 断る
online-rematch = 再戦
online-rematch-go = 再戦へ
online-rematch-watch = 再戦を観戦
online-find-game = 別の対局を探す

## 終局。

online-reason-time = { $player }の時間切れ
online-reason-agreed = 双方の合意
online-result-aborted = 対局は中止されました
online-headline-won = あなたの勝ち
online-headline-lost = あなたの負け
online-headline-draw = 引き分け
online-headline-aborted = 対局なし
online-headline-winner = { $name }さん（{ $player }）の勝ち

## 拒否: サーバーが求めに応じなかった理由。

online-refused = あなたの手 { $move } は指されませんでした: { $reason }
online-action-failed = 実行されませんでした: { $reason }
online-watchers-watch = この対局を観戦しています。指すのは対局者です。
online-error-not-your-turn = あなたの手番ではありません
online-error-stale-move = 対局がすでに進んでいました
online-error-game-over = 対局は終わっています
online-error-not-started = 対局は二人目のプレイヤーを待っています
online-error-too-late-to-abort = 双方が指しました。代わりに投了してください
online-error-seats-taken = 両方の席が埋まっています
online-error-no-offer = その提案はもう有効ではありません
online-error-own-offer = 自分の提案は受けられません
online-error-nothing-to-take-back = 待ったできる手がありません
online-error-no-draws = このゲームに引き分けはありません
online-error-rematch-made = 再戦はすでに作られています
online-error-not-over = 対局はまだ終わっていません
online-error-unknown-token = このブラウザーの席をサーバーが知りません
online-error-no-token = このブラウザーはこの対局に席を持っていません
online-error-too-many-requests = リクエストが多すぎます: 少し待ってください
online-error-storage-unavailable = サーバーは今、対局を保存できません
online-error-unreachable = ゲームサーバーに接続できません
online-error-no-such-game = 対局がサーバーにありません
online-error-bad-name = 名前に制御文字や見えない文字は使えず、30文字までです
online-error-illegal-move = その手はここでは指せません

## タブが隠れているときの通知（通信対局）。

online-notify-title = { $game }であなたの手番です
online-notify-body = { $name }さんが指しました。
