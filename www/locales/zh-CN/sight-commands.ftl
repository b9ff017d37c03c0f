# 盲棋的着法输入框命令（www/js/ui/sight-commands.js），
# 在输入第一个命令时加载：帮助和回答。

sight-join-moves = ；

## 帮助：每个命令的输入方式（-command）及其作用。

sight-help-intro = 着法输入框中的命令：
sight-help-item = { $command }：{ $meaning }
sight-help-pieces-command = 棋子
sight-help-pieces = 双方的棋子；棋子 加一方的名称（棋子 白方）只列一方
sight-help-scan-command = 列 e，行 4
sight-help-scan = 一列或一行上有什么
sight-help-moves-command = 走法
sight-help-moves = 选中的棋子能怎么走；走法 e2 查看 e2 上的棋子
sight-help-figures-command = 比分
sight-help-figures = 得分、数量和手中的棋子
sight-help-turn-command = 轮到
sight-help-turn = 轮到谁走，以及上一步
sight-help-help-command = 帮助
sight-help-help = 本列表
sight-help-outro = 其他输入都当作着法。在棋盘上，方向键移动光标，回车键选择并走棋。英文简写命令（p、s、m、sc、t、help）也可以用。

## 命令的回答。

sight-pieces = { $who }，{ $count }。{ $groups }
sight-pieces-all = 棋盘上
sight-pieces-of = { $side }的棋子
sight-pieces-shared = 这些棋子既不属于{ $first }，也不属于{ $second }
sight-pieces-none = 无
sight-no-side = 没有叫 { $text } 的一方：双方是{ $first }和{ $second }
sight-group = { $what }：{ $squares }
sight-scan = { $line }：{ $items }
sight-file = { $file } 列
sight-rank = 第 { $rank } 行
sight-scan-run = { $first } 到 { $last } { $what }
sight-scan-one = { $square } { $what }
sight-no-line = 这个棋盘上没有 { $text } 列或行
sight-no-selection = 没有选中棋子：在棋盘上选一枚，或说出它所在的格子，如 走法 e2
sight-no-square = 这个棋盘上没有 { $text } 格
sight-empty-square = { $square } 是{ $what }
sight-piece-moves = { $square } 的{ $piece }：{ $count } 种走法，{ $moves }
sight-move-said = { $label }：{ $move }
sight-piece-stuck = { $square } 的{ $piece }无路可走
sight-not-its-turn = { $square } 的{ $piece }：现在轮到{ $side }
sight-counted = { $what }：{ $count }
sight-count = { $count } 枚棋子
sight-in-hand = 手中 { $count } 个
sight-turn = 轮到{ $side }走{ $who ->
        [computer] （电脑）
        [you] （你）
       *[nobody] {""}
    }
sight-last-move = 上一步：{ $move }
sight-no-move-yet = 还没有走棋
