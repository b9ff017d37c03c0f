# Words of the area 'play' (www/js/i18n/i18n.js: needWords).

## The computer, the Hint and Double Ring's solver.

play-computer-failed = コンピューターが動かなくなりました ({ $error })。対局はそのまま残っています。
play-computer-retry = もう一度試す
play-computer-two-players = 2人対局として続ける

play-thinking = { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) }秒 / { $limit }秒
play-thinking-open = { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) }秒
play-thinking-depth = 深さ { $depth } · { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) }秒 / { $limit }秒
play-thinking-depth-open = 深さ { $depth } · { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) }秒

play-hint-thinking = ヒント (レベル{ $level }): 考え中…
play-hint = ヒント (レベル{ $level }): { $move }
play-hint-arrow = ヒント (レベル{ $level }): { $move } (オレンジの矢印)
play-hint-mirror = ヒント (レベル{ $level }): { $move }。直前の手と盤の中心について点対称の手で、これで勝てます
play-hint-mirror-arrow = ヒント (レベル{ $level }): { $move } (オレンジの矢印)。直前の手と盤の中心について点対称の手で、これで勝てます
play-hint-failed = ヒントなし: { $error }

play-solver-over = ソルバー: 対局は終わっています。
play-solver-working = ソルバー: 計算中…
play-solver-failed = ソルバー: { $error }
play-solver-too-big = ソルバー: まだ大きすぎて解けません (シングルリング{ $singles }個)。続けてください: シングルが35個ほどになれば、たいてい1秒以内に答えが出ます。
play-solver-mirror-loses = <strong class="loses">{ $player }の負け</strong>: ここで指す側が負けます。相手はどの手にも盤の中心について点対称の手で応じられるからです。
play-solver-mirror-wins = <strong class="wins">{ $player }の勝ち</strong> (点対称の応手で): { $move } (緑) は直前の手と盤の中心について点対称の手で、以後どの手にも点対称の応手があります。
play-solver-other-winning = ほかの勝ち手: { $moves }。
play-solver-unsettled = ほかの手でも勝てるかもしれません (ソルバーは結論を出していません)。
play-solver-loses = <strong class="loses">{ $player }の負け</strong> (互いに最善なら): どの手も負けです。
play-solver-wins = <strong class="wins">{ $player }の勝ち</strong> (互いに最善なら): 勝ち手{ $count }つを緑で示しています ({ $moves })。

## The engine.

play-engine-crashed = ゲームエンジンがクラッシュしました。最後の正常な局面から対局を復元しました。
play-engine-not-loaded = エンジンを読み込めませんでした ({ $error })
play-engine-worker-stopped = バックグラウンド処理が停止しました

## The board.

play-promote-to = 昇格先
play-promote-cancel = キャンセル
play-promote =
    .title = { $piece ->
        [queen] クイーン
        [rook] ルーク
        [bishop] ビショップ
       *[knight] ナイト
    }に昇格 ({ $move })
    .aria-label = { $piece ->
        [queen] クイーン
        [rook] ルーク
        [bishop] ビショップ
       *[knight] ナイト
    }に昇格
play-board-role = ゲーム盤
play-cursor = { $square }: { $what }{ $selected ->
        [yes] 、選択中
       *[no] {""}
    }{ $action ->
        [plays] 、Enterで{ $move }を指す
        [selects] 、動かせます: Enterで選択
       *[none] {""}
    }
play-cursor-square = マス
play-board-cursor =
    .aria-label = { $game }の盤。{ play-cursor }

## The game record.

play-record-hint = 対局全体をテキストにしたもので、PGNの形をしています (チェスは標準のPGN)。保存したり、送ったりできます。
play-record-download = 棋譜をダウンロード
play-record-copy = 棋譜をコピー
play-record-paste = 棋譜を開く: ここに貼り付け
play-record-box =
    .aria-label = 開く棋譜
    .placeholder = [Event "…"]{"\u000A"}{"\u000A"}1. e4 e5 2. Nf3 …
play-record-open = 貼り付けた棋譜を開く
play-record-choose = またはファイルを選択
play-record-file =
    .aria-label = 棋譜ファイルを選択
play-record-opened = 棋譜を開きました。
play-record-unreadable = この棋譜は開けませんでした: { $error }。対局は変わっていません。
play-record-too-large = { $file } は棋譜としては大きすぎます。対局は変わっていません。
play-record-downloaded = 棋譜をダウンロードしました。
play-record-copied = 棋譜をコピーしました。
play-record-copy-by-hand = ここではコピーが許可されていません。棋譜を欄に入れて選択してあるので、手動でコピーしてください。

## The sound switch.

play-sound = サウンド
play-sound-switch =
    .title = 着手・駒取り・チェック・終局の音

## "My games" on the home page.

play-my-games = 自分の対局
play-my-games-unreadable = 対局の一覧を読み込めませんでした。このブラウザのストレージに { $key } として取り分けてあります。
play-my-games-show-all = すべての対局を表示 ({ $count }件)
play-my-game-in-progress = 対局中
play-my-game-draw = 引き分け
play-my-game-computer-won = コンピューターの勝ち
play-my-game-you-won = あなたの勝ち
play-my-game-won = { $player }の勝ち
play-my-game-finished = 終局
play-my-game-your-move = あなたの手番
play-my-game-waiting = { $player }の手番待ち
play-my-game-vs-friend-here = この画面で友だちと
play-my-game-vs-computer = コンピューター (レベル{ $level })、あなたは{ $side }
play-my-game-vs-friend-link = リンクで友だちと、あなたは{ $side }
play-moves = { $count }手
play-my-game-open = 開く
    .aria-label = { $date }の{ $game }の対局を開く
play-my-game-continue = 続ける
    .aria-label = { $date }の{ $game }の対局を続ける
play-my-game-delete = 削除
    .aria-label = { $date }の{ $game }の対局を削除
