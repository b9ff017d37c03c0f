# オンラインで人と対局：「オンラインで対局」パネル（play-online-panel.js）、
# ロビー（#lobby、lobby-page.js）、「マイゲーム」のオンライン対局（my-games-list.js）。

## 「オンラインで対局」パネル。
lobby-panel-title = オンラインで誰かと対局
lobby-checking = ゲームサーバーを探しています…
lobby-unreachable = ゲームサーバーに接続できないため、今はここでオンライン対局を作れません。ほかはこれまでどおり使えます：コンピューターとの対局、この画面で友だちと、リンクで友だちと。
lobby-server-trouble = ゲームサーバーが正しく応答していません（{ $message }）。少ししてからもう一度お試しください。
lobby-try-again = もう一度試す
lobby-game = ゲーム
lobby-options-loading = ゲームのオプションを読み込んでいます…
lobby-options-failed = ゲームのオプションを読み込めませんでした。いつもの盤とルールで作成します。
lobby-options-above = 上で選んだ盤とルールで対局を作成します。
lobby-side = あなたの手番
lobby-side-random = どちらでも（くじ）
lobby-clock = 持ち時間
lobby-clock-live-group = ライブ
lobby-clock-correspondence-group = 通信対局
# ライブの持ち時間：対局の分数と、1手ごとに加わる秒数（10+5）。
lobby-clock-live = { $minutes }+{ $increment }
lobby-clock-days = 1手{ $days }日
lobby-clock-none = 持ち時間なし
lobby-visibility = 参加できる人
lobby-public = 誰でも：ロビーに掲載
lobby-link-only = リンクを持つ人だけ
lobby-name = あなたの名前
lobby-name-input =
    .placeholder = 名無し
lobby-create = 対局を作成
lobby-creating = 作成中…
lobby-created = 対局の準備ができました。
lobby-created-public = ロビーに掲載され、誰でも受けられます。対局したい相手にこのリンクを送ることもできます。
lobby-created-link = 対局したい相手にこのリンクを送ってください。最初に開いた人がもう一方の席に着きます。
lobby-link-label =
    .aria-label = 送るリンク
lobby-copy = コピー
lobby-copied = コピーしました。リンクに秘密は含まれません。あなたの席はこのブラウザーに残ります。
lobby-copy-refused = このブラウザーではコピーが許可されませんでした。リンクを選択したので、キーボードかメニューでコピーしてください。
lobby-open-game = 対局へ
lobby-see-lobby = ロビーを見る
lobby-another = 別の対局を作成

## サーバーが断った理由。
lobby-error-unreachable = ゲームサーバーに接続できません。少ししてからもう一度お試しください。
lobby-error-bad-name = その名前は使えません。名前は30文字までで、制御文字や見えない文字は使えません。
lobby-error-seats-taken = ほかの人が先にこの挑戦を受けました。
lobby-error-rate-limited = ここから同時に作られた対局が多すぎます。1分待ってからもう一度お試しください。
lobby-error-storage = このブラウザーがあなたの席を保存させなかったため、ここからは対局できず、対局は中止されました。このサイトにデータの保存を許可してから、もう一度お試しください。
lobby-error-other = ゲームサーバーが断りました：{ $message }

## サーバー上の対局（どこに表示されても）。
# 挑戦が待っている時間。
lobby-waited = { $unit ->
        [seconds] { $count }秒
        [minutes] { $count }分
        [hours] { $count }時間
       *[days] { $count }日
    }待機中
# バリアントのオプションとその値：「ルール：奇数スキップ」「盤の大きさ：7」。
lobby-option-value = { $option }：{ $value }
lobby-waiting-opponent = 相手を待っています
lobby-your-move = あなたの番
lobby-their-move = 相手の番
lobby-aborted = 中止
lobby-drawn = 引き分け
lobby-you-won = 勝ち
lobby-you-lost = 負け

## ロビー（#lobby）。
lobby-title = ロビー
lobby-lede = ここでは挑戦が相手を待っています。受ければすぐに対局が始まります。自分で作成すれば、ここで誰かを待ちます。
lobby-new-game = 対局を作成
lobby-live = ライブ
lobby-reconnecting = 再接続中…
lobby-challenges = 募集中の挑戦
lobby-no-challenges =
    .data-empty = 今は募集中の挑戦がありません。作成すると、ここに全員向けに表示されます。
lobby-your-games = あなたの対局
lobby-no-games =
    .data-empty = 今サーバー上にあなたの対局はありません。
lobby-watch-title = 観戦できる対局
lobby-no-watch =
    .data-empty = 今行われている公開対局はありません。
lobby-challenge-by = { $name }さん
lobby-yours = あなたの挑戦
lobby-you-would-play = あなたは{ $side }
lobby-you-play = あなたは{ $side }
lobby-accept = 受ける
    .aria-label = { $name }さんの{ $game }の対局を受ける
lobby-cancel = 取り下げる
    .aria-label = { $game }の挑戦を取り下げる
lobby-against = 対戦相手：{ $name }
lobby-no-opponent-yet = まだ相手がいません
lobby-play = 指す
lobby-open = 開く
lobby-players = { $first } 対 { $second }
lobby-moves = { $count }手
lobby-watch = 観戦

## ホームページの「マイゲーム」のオンライン対局。
lobby-online-game = オンライン
lobby-turn-unknown = サーバーに接続できません
lobby-gone = サーバー上にもうありません
lobby-my-game-online-side = オンライン、あなたは{ $side }
lobby-my-game-online = オンラインで{ $name }さんと、あなたは{ $side }
