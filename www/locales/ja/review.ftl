# Words of the area 'review' (www/js/i18n/i18n.js: needWords).
# 対局の振り返り、評価グラフ、解析ボード。$player はエンジンのプレイヤー名。

review-section =
    .aria-label = 振り返り
review-title = 振り返り
review-graph =
    .aria-label = 評価グラフ：各手の後の先手の勝率。クリックまたはタップするとその手に移動します。
review-progress = 局面を評価中（{ $done }/{ $total }）
review-progress-seconds = 局面を評価中（{ $done }/{ $total }）、残り約{ $seconds }秒
review-progress-minutes = 局面を評価中（{ $done }/{ $total }）、残り約{ $minutes }分
review-stop = 中止
review-again = もう一度振り返る
review-changed = この振り返りの後で対局が変わりました。
review-failed = 振り返りが止まりました：{ $why }。
review-chance = { $player }：勝率{ $percent }%
review-chance-proved = { $player }：勝率{ $percent }%（証明済み）
review-percent = { $percent }%

## 印の付いた手

review-mark = { $mark ->
        [inaccuracy] 疑問手
        [mistake] 悪手
       *[blunder] 大悪手
    }
review-mark-better = { $mark ->
        [inaccuracy] 疑問手
        [mistake] 悪手
       *[blunder] 大悪手
    }：{ $move }の方が良い
review-was-played = { $move }は{ $mark ->
        [inaccuracy] 疑問手
        [mistake] 悪手
       *[blunder] 大悪手
    }でした（勝率 −{ $drop }%）。
review-was-played-better = { $move }は{ $mark ->
        [inaccuracy] 疑問手
        [mistake] 悪手
       *[blunder] 大悪手
    }でした（勝率 −{ $drop }%）。{ $better }の方が良い手でした。
review-show-before = その前の局面を見る
review-played-here = ここで指された手：{ $move }、{ $mark ->
        [inaccuracy] 疑問手
        [mistake] 悪手
       *[blunder] 大悪手
    }（勝率 −{ $drop }%、赤い矢印）。
review-played-here-better = ここで指された手：{ $move }、{ $mark ->
        [inaccuracy] 疑問手
        [mistake] 悪手
       *[blunder] 大悪手
    }（勝率 −{ $drop }%、赤い矢印）。より良い手：{ $better }（緑の矢印）。
review-played-here-line = ここで指された手：{ $move }、{ $mark ->
        [inaccuracy] 疑問手
        [mistake] 悪手
       *[blunder] 大悪手
    }（勝率 −{ $drop }%、赤い矢印）。より良い手：{ $better }（緑の矢印）、続いて { $line }。

## まとめ

review-column =
    .title = { $mark ->
        [inaccuracy] 疑問手
        [mistake] 悪手
       *[blunder] 大悪手
    }
review-accuracy = 正確度
review-key = ?! 疑問手 · ? 悪手 · ?? 大悪手
review-marked-moves = 印の付いた手：
review-marked-move =
    .title = { $mark ->
        [inaccuracy] 疑問手
        [mistake] 悪手
       *[blunder] 大悪手
    }：その前の局面へ
review-accuracy-note = 正確度：各手で勝率が下がった幅（%）を d として 103.2 × e^(−0.0435 × d) − 3.2 を求め、そのプレイヤーの全ての手で平均したもの。0〜100（lichess の式）。

## 解析ボード

review-analysis-section =
    .aria-label = 解析
review-analysis-title = 解析
review-analysis-close = 解析を閉じる
review-analysis-bar =
    .aria-label = { $player }：勝率{ $percent }%
review-analysis-line-chance = { $percent }%
    .title = { $player }：勝率{ $percent }%
review-analysis-score = { $score ->
        [won] 勝ち
        [lost] 負け
       *[other] { $score }
    }
    .title = { $player }から見たエンジンの評価値：ポーンの100分の1単位（またはそのゲーム独自の単位）、または #+n（双方合わせて n 手で勝ち）
review-analysis-play =
    .aria-label = { $move }を指す
review-analysis-depth-millions = 深さ { $depth } · { NUMBER($millions, minimumFractionDigits: 1, maximumFractionDigits: 1) }百万局面
review-analysis-depth-thousands = 深さ { $depth } · { $thousands }千局面
review-analysis-solved = 解決済み：最善を尽くせば{ $player }の勝ち
review-analysis-starting = 解析中…
review-analysis-paused = ページが隠れている間は解析を一時停止しています
review-analysis-over = この局面で対局は終わっています。
review-analysis-failed = 解析が止まりました：{ $why }。
