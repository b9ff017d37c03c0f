# Words of the area 'learn' (www/js/i18n/i18n.js: needWords): the lesson
# and puzzle pages. $game is a game's name, $player a side's.

## The board of both pages.

learn-board =
    .aria-label = 课程棋盘
learn-board-label =
    .aria-label = { $game }棋盘，轮到{ $player }走
learn-promote-to =
    .aria-label = 升变为
learn-passes = { $player }停一手
learn-hand = { $player }手中的棋子：{ $knights }
learn-hand-empty = { $player }手中的棋子：无
learn-hand-drop = 从手中打入一个骑士：先点这里，再点一个环
learn-hand-knights = 手中的骑士

## The lesson page.

learn-heading = 学习{ $game }
learn-page-title = 学习{ $game } · ringboard
learn-link-play = 对弈
learn-link-puzzles = 谜题
learn-link-lessons = 课程
learn-lessons = 课程
learn-steps =
    .aria-label = 步骤
learn-step = 第 { $number } 步
    .title = 第 { $number } 步
learn-lesson-done = ✓
    .aria-label = 已完成
learn-try-again = 再试一次
learn-again = 再来一次
learn-try-yourself = 自己试试
learn-show-me = 演示给我看
learn-next-step = 下一步
learn-next-lesson = 下一课
learn-play-computer = 与电脑对弈
learn-status-your-move = 你是{ $player }：轮到你走
learn-status-wait = 等待对方回应…
learn-status-wrong = 这次不对：再试一次
learn-status-not-this-move = 不是这步：换一步试试
learn-status-done = 做得好
learn-status-showing = 请看
learn-status-shown = 现在你来
learn-your-move-again = 又轮到你走了。
learn-lesson-complete = 课程完成！
learn-all-lessons-complete = 你已完成这个游戏的全部课程。
learn-that-is-how = 就是这样走。
learn-now-you-try = 现在你来试试。
learn-step-failed = 无法打开这一课的这一步（{ $error }）。

## The puzzle page.

puzzle-heading = { $game }谜题
puzzle-page-title = { $game }谜题 · ringboard
puzzle-number = 谜题 { $number }/{ $count }
puzzle-difficulty = · 难度 { $stars }
puzzle-show-solution = 显示答案
puzzle-next = 下一题
puzzle-skip = 跳过
puzzle-open-game = 在游戏页面打开
puzzle-analyse = 分析局面
puzzle-yours = 你的谜题
puzzle-stats = 已解出 { $solved }/{ $count } · 连续解出 { $streak } · 最佳纪录 { $best }
puzzle-note = 这里的每道谜题都是引擎在自己的对局中找到并验证过的：只有一步棋（或一段简短的强制着法）能赢，其他着法都不行。
puzzle-status-solving = 你是{ $player }：找出最佳着法
puzzle-status-failed = 不是这步
puzzle-status-solved = 已解出
puzzle-status-shown = 答案
puzzle-find-best = 找出最佳着法。
puzzle-reply = 很好。对方应以 { $move }。继续。
puzzle-solved = 解出来了！
puzzle-first-try = 一次就对。
puzzle-streak = 连续解出：{ $streak }。
puzzle-wrong-over = { $move } 不是正解：{ $result }。
puzzle-wrong-looking = { $move } 不是正解。引擎正在寻找应着…
puzzle-wrong = { $move } 不是正解。
puzzle-refuted = { $move } 不是正解：{ $player }应以 { $reply }。
puzzle-refuted-wins = { $move } 不是正解：{ $player }应以 { $reply }，并且必胜。
puzzle-refuted-ahead = { $move } 不是正解：{ $player }应以 { $reply }，并取得优势。
puzzle-solution = 答案：{ $moves }。
puzzle-open-failed = 无法打开这道谜题（{ $error }）。

## A puzzle's goal and theme (src/learn/puzzle.rs). $moves: the side's own moves to the win.

puzzle-goal-only-move = 轮到{ $player }：找出唯一的致胜着法。
puzzle-theme-only-move = 唯一致胜着法
puzzle-goal-only-pair = 轮到{ $player }：找出唯一能赢的两个环，把其中任意一个移到另一个上。
puzzle-theme-only-pair = 唯一致胜的一对环
puzzle-goal-material = 轮到{ $player }：赢得子力。
puzzle-theme-material = 得子
puzzle-goal-mate = 轮到{ $player }：{ $moves } 步将死。
puzzle-theme-mate = { $moves } 步将死
puzzle-goal-ring = 轮到{ $player }：在 { $moves } 步内摧毁魔戒。
puzzle-theme-ring = { $moves } 步摧毁魔戒
puzzle-goal-stalemate = 轮到{ $player }：在 { $moves } 步内以逼和取胜。
puzzle-theme-stalemate = { $moves } 步逼和取胜
puzzle-goal-far-row = 轮到{ $player }：在 { $moves } 步内让第四个棋子到达底线。
puzzle-theme-far-row = { $moves } 步底线取胜
puzzle-goal-points = 轮到{ $player }：在 { $moves } 步内以分数领先结束对局。
puzzle-theme-points = { $moves } 步分数取胜
puzzle-goal-win = 轮到{ $player }：在 { $moves } 步内取胜。
puzzle-theme-win = { $moves } 步取胜
learn-unknown-lesson = 没有名为“{ $lesson }”的课程：这是下一课。
puzzle-unknown = 没有名为“{ $puzzle }”的谜题：这是下一道待解的谜题。
