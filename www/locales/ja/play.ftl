# Words of the area 'play' (www/js/i18n/i18n.js: needWords).

## The computer, the Hint and Double Ring's solver.

play-computer-failed = コンピューターが動かなくなりました（{ $error }）。対局はそのまま残っています。
play-computer-retry = もう一度試す
play-computer-two-players = 2人対局として続ける

play-thinking = { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) }秒 / { $limit }秒
play-thinking-open = { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) }秒
play-thinking-depth = 深さ { $depth } · { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) }秒 / { $limit }秒
play-thinking-depth-open = 深さ { $depth } · { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) }秒

play-hint-thinking = ヒント（レベル{ $level }）：考え中…
play-hint = ヒント（レベル{ $level }）：{ $move }
play-hint-arrow = ヒント（レベル{ $level }）：{ $move }（オレンジの矢印）
play-hint-failed = ヒントなし：{ $error }


## The engine.

play-engine-crashed = ゲームエンジンがクラッシュしました。最後の正常な局面から対局を復元しました。
play-engine-not-loaded = エンジンを読み込めませんでした（{ $error }）
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
    }に昇格（{ $move }）
    .aria-label = { $piece ->
        [queen] クイーン
        [rook] ルーク
        [bishop] ビショップ
       *[knight] ナイト
    }に昇格
play-board-role = ゲーム盤
play-cursor = { $square }：{ $what }{ $selected ->
        [yes] 、選択中
       *[no] {""}
    }{ $action ->
        [plays] 、Enterで{ $move }を指す
        [selects] 、動かせます：Enterで選択
       *[none] {""}
    }
play-cursor-square = マス
play-board-cursor =
    .aria-label = { $game }の盤。{ play-cursor }

## The game record.

play-record-hint = 対局全体をテキストにしたもので、PGNの形をしています（チェスは標準のPGN）。保存したり、送ったりできます。
play-record-download = 棋譜をダウンロード
play-record-copy = 棋譜をコピー
play-record-paste = 棋譜を開く：ここに貼り付け
play-record-box =
    .aria-label = 開く棋譜
    .placeholder = [Event "…"]{"\u000A"}{"\u000A"}1. e4 e5 2. Nf3 …
play-record-open = 貼り付けた棋譜を開く
play-record-choose = またはファイルを選択
play-record-file =
    .aria-label = 棋譜ファイルを選択
play-record-opened = 棋譜を開きました。
play-record-unreadable = この棋譜は開けませんでした：{ $error }。対局は変わっていません。
play-record-too-large = { $file } は棋譜としては大きすぎます。対局は変わっていません。
play-record-downloaded = 棋譜をダウンロードしました。
play-record-copied = 棋譜をコピーしました。
play-record-copy-by-hand = ここではコピーが許可されていません。棋譜を欄に入れて選択してあるので、手動でコピーしてください。

## The sound switch.

play-sound = サウンド
play-sound-switch =
    .title = 着手・駒取り・チェック・終局の音

## "My games" on the home page.

play-hint-swap = ヒント（レベル{ $level }）：交換しましょう。指した側のほうが有利です
