# Words of the area 'print' (www/js/i18n/i18n.js: needWords).
# 局面的打印页及其页面。$game 是游戏名称,$player 和 $other 是引擎给出的玩家名称。

print-title-position = { $game }：可打印局面 · ringboard
print-title-board = { $game }：可打印棋盘 · ringboard
print-print = 打印
print-back = 返回对局
print-hint = 单页，A4 或 Letter，矢量格式：任何尺寸都能清晰打印。
print-link-failed = 无法打开此打印链接（{ $why }）。
print-unknown-game = 无法打开此打印链接（未知游戏“{ $game }”）。

## 打印页

print-sheet =
    .aria-label = { $game }：可打印局面
print-board = { $game } 棋盘
print-to-move = 轮到 { $player } 走
print-to-move-note = 轮到 { $player } 走：{ $note }
print-cannot-move = { $player } 无法走动：{ $other } 再走一次
print-in-hand = 手中：{ $pieces }
print-in-hand-none = 手中：无
print-moves = 着法
print-moves-before = 着法（共 { $plies } 步中第 { $ply } 步之后的局面）
print-no-moves = 尚无着法。
print-omitted = 第 1 至 { $last } 回合在下方链接中。
print-online = 此局面在线版：
print-review = 复盘
print-review-figures = { $player }：{ $inaccuracies } ?!，{ $mistakes } ?，{ $blunders } ??
print-review-figures-accuracy = { $player }：{ $inaccuracies } ?!，{ $mistakes } ?，{ $blunders } ??，准确度 { $accuracy }%

# Double Ring 的纸笔记录页（由引擎绘制：src/games/double_ring）。
# 每条规则是记录页上的一行，按页宽自动换行。
print-paper-rule-move = 1. 走法：单环沿上、下、左或右方向{ $how_far }，落到下一个单环上。双环算两个；空格不计数。
print-paper-over-one = 越过恰好一个环
print-paper-over-two = 越过恰好两个环
print-paper-over-three = 越过恰好三个环
print-paper-over-four = 越过恰好四个环
print-paper-over-five = 越过恰好五个环
print-paper-over-six = 越过恰好六个环
print-paper-over-odd = 越过奇数个环（1、3、5……）
print-paper-over-even = 越过偶数个环（2、4、6……）
print-paper-rule-leap = 1. 走法：单环像国际象棋的马一样跳到一个单环上。
print-paper-rule-strike = 2. 用“/”划掉移动的环，并在它落到的环外画一个更大的环：那里现在是双环，永远不能移动。
print-paper-rule-turns = 3. 双方轮流移动同一批环。
print-paper-rule-last = 4. 无法走棋的一方判负：最后走棋的一方获胜。
print-paper-subtitle = { $rule } · { $width }×{ $height }
