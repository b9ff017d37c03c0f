# 盲棋（www/js/ui/sight.js、sight-words.js）：朗读区、每步棋做了什么，以及
# 着法输入框命令的名称（帮助和回答见 sight-commands.ftl）。$side 是一方的名称，
# $square、$from、$to 是格子（e4）；$result 和 $label（着法）是引擎的原话。
# 中文不用 $form（句中形式）。

sight-region =
    .aria-label = 对局经过
sight-move-box = 输入着法，或输入“帮助”
sight-play = 走棋
sight-not-your-turn = 请稍等：还没轮到你
sight-premove-from = 从 { $square } 预走：现在选目标格
sight-premove-set = 预走 { $from } 到 { $to }，电脑走完后执行
sight-premove-cancelled = 已取消预走
sight-premove-dropped = 预走 { $from } 到 { $to } 未执行：现在不合规则

## 回答各部分的连接方式。

sight-join-sentences = 。
sight-join-list = ，
sight-join-and = 和

## 格子上的东西（按种类）。$colour、$role、$ring 是引擎的键。

sight-thing-empty = 空
sight-thing-struck = 空（已划掉）
# Double Ring：$ring 为 single 或 double。
# Double Take：$colour 为 red 或 green。
# The King of Rings：放在棋盘上的环，以及马（$full：连同它持有的环）。
# 国际象棋：$colour 为 white 或 black，$role 为 pawn、knight、bishop、rook、
# queen 或 king；$ring 为 yes 时是戴着魔戒的棋子。

## 一步棋做了什么。$piece 是走动的棋子，$target 是 $to 上原有的东西。
## -short 形式用于一枚棋子的着法列表。

sight-passes = { $side }停一手
sight-by = { $side }：{ $move }
sight-from-hand = 从手中
sight-moves = { $piece } { $from } 走到 { $to }
sight-moves-short = 走到 { $to }
sight-takes = { $piece } { $from } 吃掉 { $to } 的{ $target }
sight-takes-short = 吃掉 { $to } 的{ $target }
sight-onto = { $piece } { $from } 叠到 { $to } 的{ $target }上
sight-onto-short = 叠到 { $to } 的{ $target }上
sight-swaps = { $piece } { $from } 与 { $to } 的{ $target }交换位置
sight-swaps-short = 与 { $to } 的{ $target }交换位置
sight-becomes = 变成{ $what }
sight-also-moves = { $piece } { $from } 走到 { $to }
sight-taken = { $square } 的{ $target }
sight-also-takes = 吃掉 { $taken }
sight-now-holds = { $square } 现在是{ $what }
sight-check = 将军
sight-figures = { $move }：{ $figures }
sight-side-figures = { $side }：{ $figures }
sight-hand = { $side }手中有 { $count } 个
sight-game-over = 对局结束。{ $result }
sight-back = { $ply ->
        [0] 回到开局。轮到{ $side }走
       *[other] 回到第 { $ply } 步。轮到{ $side }走
    }
sight-forward = 第 { $ply } 步：{ $move }

## 着法输入框的命令：本语言中的名称（英文的 p、s、m、sc、t、help 始终可用）。

sight-command-help = 帮助
sight-command-pieces = 棋子
sight-command-scan = 列 行
sight-command-moves = 走法
sight-command-figures = 比分
sight-command-turn = 轮到
