# The home page (www/js/pages/home.js).

game-hook-double-ring = 跳过两个环，做成双环，最后一个走棋的人获胜。
game-summary-double-ring = 在 9×9 格子上用纸笔玩的环棋。五种规则，棋盘从 3×3 到 19×19，并带有精确的残局求解器。
game-hook-double-take = 夹住敌方棋子；先让四子到达底线者获胜。
game-summary-double-take = Andrew Perkis 设计的夹吃竞速游戏，在两张交错的点网上进行。
game-hook-king-of-rings = 骑士收集环，持有几个就恰好跳几格。
game-summary-king-of-rings = 7×7 的棋盘上摆满价值 1、3 或 5 分的环，双方各七个骑士。吃掉持有者即可夺走它的整叠环；得分多者获胜。
game-hook-one-ring = 42 格上的国际象棋，魔戒会腐化佩戴者。
game-summary-one-ring = Robert Price 设计的国际象棋变体。白方首次失子后至尊魔戒登场：它赋予新走法，腐化被吃的佩戴者，白方若将其摧毁即获胜。
game-hook-double-eighteen-stone = 宽棋盘上的两支国际象棋大军，以及 18 块可交换或成排推动的灰色石头。
game-summary-double-eighteen-stone = David Short 设计的 16×9 双国际象棋，双方各一王。可用棋子与石头交换，或推动一排石头。
game-hook-chess = 经典游戏，按国际棋联规则。
game-summary-chess = 与朋友或五个级别的电脑对弈，并以标准 PGN 保存棋谱。

home-title = 罕见的抽象棋类游戏，严格按规则
home-lede = 打开游戏即可开始：与五个级别的电脑对弈，或两人同屏对战。从没见过这个游戏？它的课程在真实棋盘上几分钟就能教会你，由引擎找到的谜题让你越下越好。
home-card-players = { $players } 人 · 对电脑或朋友
home-card-in-progress = 进行中的对局：{ $moves } 步
home-continue = 继续
home-new-game = 新对局
    .title = 与电脑（3 级）的新对局；进行中的对局会保留
home-play-computer = 与电脑对弈
home-new-game-friend = 在本屏幕上与朋友开新局
home-play-friend = 在本屏幕上与朋友对弈
home-play-far-away = 与远方的朋友对弈
home-play-online = 在线对弈
home-lobby = 大厅：等待中的挑战
home-print = 打印空白棋盘
home-learn = 学习玩法
home-lessons = 课程
home-puzzles = 谜题
home-lab = 实验室：试验新规则
home-lessons-count = { $count } 节课程
home-lessons-done = 课程：已完成 { $done }/{ $count }
home-puzzles-count = { $count } 道谜题
home-puzzles-solved = 谜题：已解出 { $solved }/{ $count }

# The list of my games (my-games-list.js), on the home page.
play-my-games = 我的对局
play-my-games-unreadable = 无法读取你的对局列表。它已另存在本浏览器的存储中，名为 { $key }。
play-my-games-show-all = 显示全部 { $count } 局
play-my-game-in-progress = 进行中
play-my-game-draw = 和棋
play-my-game-computer-won = 电脑获胜
play-my-game-you-won = 你赢了
play-my-game-won = { $player } 获胜
play-my-game-finished = 已结束
play-my-game-your-move = 轮到你走
play-my-game-waiting = 等待 { $player } 走棋
play-my-game-vs-friend-here = 在本屏幕上与朋友对弈
play-my-game-vs-computer = 电脑（{ $level } 级），你执{ $side }
play-my-game-vs-friend-link = 通过链接与朋友对弈，你执{ $side }
play-my-game-open = 打开
    .aria-label = 打开 { $date } 的{ $game }对局
play-my-game-continue = 继续
    .aria-label = 继续 { $date } 的{ $game }对局
play-my-game-delete = 删除
    .aria-label = 删除 { $date } 的{ $game }对局

# A game's number of moves, in the list of my games.
play-moves = { $count } 步
