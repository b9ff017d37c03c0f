# Words of the area 'review' (www/js/i18n/i18n.js: needWords).
# 对局复盘、评估图和分析棋盘。$player 是引擎给出的玩家名称。

review-section =
    .aria-label = 复盘
review-title = 复盘
review-graph =
    .aria-label = 评估图：每步之后先手的胜率。点击或轻触可跳到该步。
review-progress = 正在评估局面 { $done }/{ $total }
review-progress-seconds = 正在评估局面 { $done }/{ $total }，约剩 { $seconds } 秒
review-progress-minutes = 正在评估局面 { $done }/{ $total }，约剩 { $minutes } 分钟
review-stop = 停止
review-again = 重新复盘
review-changed = 本次复盘之后对局已有变化。
review-failed = 复盘已停止：{ $why }。
review-chance = { $player }：胜率 { $percent }%
review-chance-proved = { $player }：胜率 { $percent }%（已证明）
review-percent = { $percent }%

## 标记的着法

review-mark = { $mark ->
        [inaccuracy] 不准确
        [mistake] 错误
       *[blunder] 严重错误
    }
review-mark-better = { $mark ->
        [inaccuracy] 不准确
        [mistake] 错误
       *[blunder] 严重错误
    }：{ $move } 更好
review-was-played = { $move } 是{ $mark ->
        [inaccuracy] 不准确的一步
        [mistake] 错误
       *[blunder] 严重错误
    }（胜率 −{ $drop }%）。
review-was-played-better = { $move } 是{ $mark ->
        [inaccuracy] 不准确的一步
        [mistake] 错误
       *[blunder] 严重错误
    }（胜率 −{ $drop }%）。{ $better } 更好。
review-show-before = 查看此前的局面
review-played-here = 此处走了 { $move }，{ $mark ->
        [inaccuracy] 不准确
        [mistake] 错误
       *[blunder] 严重错误
    }（胜率 −{ $drop }%，红色箭头）。
review-played-here-better = 此处走了 { $move }，{ $mark ->
        [inaccuracy] 不准确
        [mistake] 错误
       *[blunder] 严重错误
    }（胜率 −{ $drop }%，红色箭头）。更好的是 { $better }（绿色箭头）。
review-played-here-line = 此处走了 { $move }，{ $mark ->
        [inaccuracy] 不准确
        [mistake] 错误
       *[blunder] 严重错误
    }（胜率 −{ $drop }%，红色箭头）。更好的是 { $better }（绿色箭头），之后 { $line }。

## 总结

review-column =
    .title = { $mark ->
        [inaccuracy] 不准确
        [mistake] 错误
       *[blunder] 严重错误
    }
review-accuracy = 准确度
review-key = ?! 不准确 · ? 错误 · ?? 严重错误
review-marked-moves = 标记的着法：
review-marked-move =
    .title = { $mark ->
        [inaccuracy] 不准确
        [mistake] 错误
       *[blunder] 严重错误
    }：转到此前的局面
review-accuracy-note = 准确度：对玩家的每步棋，以其胜率下降的百分点 d 计算 103.2 × e^(−0.0435 × d) − 3.2，再取平均，范围 0 到 100（lichess 的公式）。

## 分析棋盘

review-analysis-section =
    .aria-label = 分析
review-analysis-title = 分析
review-analysis-close = 关闭分析
review-analysis-bar =
    .aria-label = { $player }：胜率 { $percent }%
review-analysis-line-chance = { $percent }%
    .title = { $player }：胜率 { $percent }%
review-analysis-score = { $score ->
        [won] 胜
        [lost] 负
       *[other] { $score }
    }
    .title = 引擎对 { $player } 的评分：以兵的百分之一（或该游戏自己的单位）计，或 #+n，即双方合计 n 步内获胜
review-analysis-play =
    .aria-label = 走 { $move }
review-analysis-depth-millions = 深度 { $depth } · { NUMBER($millions, minimumFractionDigits: 1, maximumFractionDigits: 1) } 百万个局面
review-analysis-depth-thousands = 深度 { $depth } · { $thousands } 千个局面
review-analysis-solved = 已解出：完美对弈下 { $player } 获胜
review-analysis-starting = 分析中…
review-analysis-paused = 页面隐藏期间分析已暂停
review-analysis-over = 对局在此已结束。
review-analysis-failed = 分析已停止：{ $why }。
