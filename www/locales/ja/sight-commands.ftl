# 画面を見ずに遊ぶための手の入力欄のコマンド（www/js/ui/sight-commands.js）。
# 最初のコマンドの入力時に読み込む：ヘルプと答え。

sight-join-moves = ／

## ヘルプ：各コマンドの打ち方（-command）と、その働き。

sight-help-intro = 手の入力欄のコマンド：
sight-help-item = { $command }：{ $meaning }
sight-help-pieces-command = 駒
sight-help-pieces = 両陣営の駒。駒 と陣営名（駒 白）で片方だけ
sight-help-scan-command = 列 e、行 4
sight-help-scan = 列や行にあるもの
sight-help-moves-command = 手
sight-help-moves = 選んだ駒にできること。手 e2 で e2 の駒
sight-help-figures-command = 得点
sight-help-figures = 得点・数・持ち駒
sight-help-turn-command = 手番
sight-help-turn = どちらの番か、と最後の手
sight-help-help-command = ヘルプ
sight-help-help = この一覧
sight-help-outro = それ以外は手として指します。盤上では矢印キーでカーソルを動かし、Enter で選んで指します。英語の短いコマンド（p、s、m、sc、t、help）も使えます。

## コマンドの答え。

sight-pieces = { $who }、{ $count }。{ $groups }
sight-pieces-all = 盤上
sight-pieces-of = { $side }の駒
sight-pieces-shared = 駒は{ $first }のものでも{ $second }のものでもありません
sight-pieces-none = なし
sight-no-side = { $text } という陣営はありません：陣営は{ $first }と{ $second }です
sight-group = { $what }：{ $squares }
sight-scan = { $line }：{ $items }
sight-file = { $file } 列
sight-rank = { $rank } 行
sight-scan-run = { $first }〜{ $last } { $what }
sight-scan-one = { $square } { $what }
sight-no-line = この盤に { $text } という列や行はありません
sight-no-selection = 駒が選ばれていません：盤上で選ぶか、手 e2 のようにマスを指定してください
sight-no-square = この盤に { $text } というマスはありません
sight-empty-square = { $square } は{ $what }
sight-piece-moves = { $square } の{ $piece }：{ $count } 通り、{ $moves }
sight-move-said = { $label }：{ $move }
sight-piece-stuck = { $square } の{ $piece }は動けません
sight-not-its-turn = { $square } の{ $piece }：{ $side }の番です
sight-counted = { $what }：{ $count }
sight-count = 駒 { $count } 個
sight-in-hand = 持ち駒 { $count }
sight-turn = { $side }の番{ $who ->
        [computer] （コンピューター）
        [you] （あなた）
       *[nobody] {""}
    }
sight-last-move = 最後の手：{ $move }
sight-no-move-yet = まだ手はありません
