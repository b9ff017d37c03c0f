# 网站框架:页眉、首页,以及任何页面都可能显示的通知。

site-title = ringboard：罕见的抽象棋类游戏
site-description = 在浏览器中按规则精确地玩双环棋、双吃棋、环之王等罕见的抽象棋类游戏。
nav-games = 游戏
nav-lobby = 大厅
page-loading = 加载中…
language-picker =
    .aria-label = 语言
notice-dismiss = 关闭
    .aria-label = 关闭消息

## 游戏名称。DoubleEIGHTEEN-STONEchess 保留原名。

game-name-double-ring = 双环棋
game-name-double-take = 双吃棋
game-name-king-of-rings = 环之王
game-name-one-ring = 至尊魔戒
game-name-double-eighteen-stone = DoubleEIGHTEEN-STONEchess
game-name-chess = 国际象棋

## 任何页面都可能显示的通知

notice-no-game = 这里没有名为“{ $game }”的游戏。以下是可以玩的游戏。
notice-engine-failed = 无法加载游戏引擎。本网站需要支持 WebAssembly 的浏览器；重新加载页面可能会有帮助。
notice-update-ready = ringboard 的新版本已就绪。你的对局已保存。
notice-update-reload = 重新加载以更新

# 各游戏双方的名称（每个页面都用，包括在此下过的棋局列表）。
player-double-ring-first = 玩家1
player-double-ring-second = 玩家2
player-double-take-first = 红方
player-double-take-second = 绿方
player-king-of-rings-first = 白方
player-king-of-rings-second = 黑方
player-one-ring-first = 白方
player-one-ring-second = 黑方
player-double-eighteen-stone-first = 白方
player-double-eighteen-stone-second = 黑方
player-chess-first = 白方
player-chess-second = 黑方
# A square board's size, as in a variant's line ("Skip Two · 9 x 9").
board-square-size = { $size }×{ $size }
board-rectangle-size = { $width }×{ $height }
# The pie rule, every game's option (RULES.md §7): the game page, Play online and the lab word it.
option-pie = 派规则
choice-pie-0 = 关
choice-pie-1 = 开
