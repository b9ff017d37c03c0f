# 画面を見ずに遊ぶ（www/js/ui/sight.js、sight-words.js）：読み上げ領域、各手の内容、
# 手の入力欄のコマンド名（ヘルプと答えは sight-commands.ftl）。$side は陣営名、
# $square・$from・$to はマス（e4）。$result と $label（手の表記）はエンジンの言葉。
# 日本語では $form（文中での形）を使わない。

sight-region =
    .aria-label = 経過
sight-move-box = 手を入力、またはヘルプ
sight-play = 指す
sight-not-your-turn = お待ちください：あなたの番ではありません
sight-premove-from = { $square } からのプレムーブ：移動先を選んでください
sight-premove-set = プレムーブ { $from } から { $to } へ。コンピューターが指したあとに指します
sight-premove-cancelled = プレムーブを取り消しました
sight-premove-dropped = プレムーブ { $from } から { $to } へは指しませんでした：今は指せない手です

## 答えの部分のつなぎ方。

sight-join-sentences = 。
sight-join-list = 、
sight-join-and = と

## マスにあるもの（種類ごと）。$colour、$role、$ring はエンジンのキー。

sight-thing-empty = 空き
sight-thing-struck = 空き（消し済み）
# Double Ring：$ring は single か double。
# Double Take：$colour は red か green。
# The King of Rings：置かれたリングと、ナイト（$full：持っているリングも）。
# チェス：$colour は white か black、$role は pawn、knight、bishop、rook、
# queen、king。$ring が yes なら指輪をはめている駒。

## 手の内容。$piece は動かした駒、$target は $to にあったもの。
## -short は駒の手の一覧用。

sight-passes = { $side }はパス
sight-by = { $side }：{ $move }
sight-from-hand = （持ち駒）
sight-moves = { $piece } { $from } から { $to } へ
sight-moves-short = { $to } へ
sight-takes = { $piece } { $from } が { $to } の{ $target }を取る
sight-takes-short = { $to } の{ $target }を取る
sight-onto = { $piece } { $from } を { $to } の{ $target }に重ねる
sight-onto-short = { $to } の{ $target }に重ねる
sight-swaps = { $piece } { $from } が { $to } の{ $target }と入れ替わる
sight-swaps-short = { $to } の{ $target }と入れ替わる
sight-becomes = { $what }になる
sight-also-moves = { $piece } { $from } から { $to } へ
sight-taken = { $square } の{ $target }
sight-also-takes = { $taken }を取る
sight-now-holds = { $square } は{ $what }になる
sight-check = チェック
sight-figures = { $move }：{ $figures }
sight-side-figures = { $side }：{ $figures }
sight-hand = { $side }の持ち駒 { $count }
sight-game-over = 対局終了。{ $result }
sight-back = { $ply ->
        [0] 最初に戻りました。{ $side }の番
       *[other] { $ply } 手目に戻りました。{ $side }の番
    }
sight-forward = { $ply } 手目：{ $move }

## 手の入力欄のコマンド：この言語での名前（英語の p、s、m、sc、t、help はいつでも使える）。

sight-command-help = ヘルプ
sight-command-pieces = 駒
sight-command-scan = 列 行
sight-command-moves = 手
sight-command-figures = 得点
sight-command-turn = 手番
