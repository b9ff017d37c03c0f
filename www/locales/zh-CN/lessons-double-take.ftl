# 双吃棋课程(www/data/lessons/double-take.json)的文字。
# lesson-double-take-<课程>-title 与 -summary;第 n 步:-goal、-explain、-wrong、-done。

## two-networks

lesson-double-take-two-networks-title = 红点和绿点
lesson-double-take-two-networks-summary = 每一方只站在、也只走在自己颜色的点上。
lesson-double-take-two-networks-1-explain = 点分为红色和绿色，就像国际跳棋棋盘的两种颜色那样交错排列。红方的棋子只站在、只走在红点上，绿方的只在绿点上。红方从下方开始，先走。
lesson-double-take-two-networks-1-goal = 把 d4 上的红棋向斜前方走一个点，到 c5 或 e5：先点棋子，再点目标点。
lesson-double-take-two-networks-1-wrong = 这步是笔直向前的；这次请向斜前方走一步。
lesson-double-take-two-networks-1-done = 红点之间只在角上相接，所以斜走一步，棋子仍然在红点上。
lesson-double-take-two-networks-2-explain = 棋子也可以笔直向前走两行，越过中间的对方颜色的点，前提是那个点是空的。它落在下一个自己颜色的点上。
lesson-double-take-two-networks-2-goal = 把 d4 上的红棋笔直向前走到 d6，越过空着的绿点 d5。
lesson-double-take-two-networks-2-wrong = 这是斜走一步；请改为笔直向前走两行。
lesson-double-take-two-networks-2-done = 直走越过一个绿点，前进了两行。

## forward-moves

lesson-double-take-forward-moves-title = 向前走
lesson-double-take-forward-moves-summary = 斜走一步和直走，以及什么会挡住它们。
lesson-double-take-forward-moves-1-explain = 直走时，被越过的那个点必须是空的。不吃子的着法总是向前走。
lesson-double-take-forward-moves-1-goal = 一步走到第 6 行。d5 上的绿棋挡住了 d4 的直走。
lesson-double-take-forward-moves-1-wrong = 只有直走才能前进两行，而 d4 无法越过 d5 上的绿棋直走。
lesson-double-take-forward-moves-1-done = f4 直走到了 f6：中间的绿点 f5 是空的。
lesson-double-take-forward-moves-2-goal = 用两步走到绿方第一行上的 d8。
lesson-double-take-forward-moves-2-wrong = 这里斜走太慢了：两次直走就能到 d8。
lesson-double-take-forward-moves-2-done = 两次直走让棋子前进了四行，到达 d8。
lesson-double-take-forward-moves-3-goal = d7 上的绿棋挡住了直走。照样用两步走到最上面一行。
lesson-double-take-forward-moves-3-wrong = 不吃子的棋子只能向前走：先斜着绕过 d7，再走到最上面一行。
lesson-double-take-forward-moves-3-done = 两次斜走绕过了绿棋，到达最上面一行。

## taking

lesson-double-take-taking-title = 吃子
lesson-double-take-taking-summary = 夹吃：用你的两枚棋子把一枚对方棋子夹在中间。
lesson-double-take-taking-1-explain = 你走完一步后，凡是紧挨着刚走的棋子（上、下、左、右）的对方棋子，如果它的另一侧也有你的棋子，就被吃掉。
lesson-double-take-taking-1-goal = 吃掉 c4 上的绿棋。
lesson-double-take-taking-1-wrong = 要吃 c4，它两侧都要有红棋：b4 和 d4。
lesson-double-take-taking-1-done = 你的棋子落在 d4，c4 夹在它和 b4 之间：被吃掉了。
lesson-double-take-taking-2-explain = 一步最多能吃四枚棋子：刚走的棋子每一侧各一枚。
lesson-double-take-taking-2-goal = 一步吃掉两枚绿棋。
lesson-double-take-taking-2-wrong = 这步什么也没吃到：找出 c4 和 e4 之间的那个点。
lesson-double-take-taking-2-done = 一步双吃：d4 同时完成了两个夹击。
lesson-double-take-taking-3-explain = 只有走动的棋子才能吃子。所以走进两枚对方棋子之间是安全的：它们并没有走动。
lesson-double-take-taking-3-goal = 用两步吃掉一枚绿棋。你可以放心走到 c4 和 e4 之间。
lesson-double-take-taking-3-wrong = 没有吃到绿棋：在 c4 的两侧 b4 和 d4 都放上红棋。
lesson-double-take-taking-3-done = 你的棋子安全地站在两枚绿棋之间，然后帮忙吃掉了其中一枚。

## any-direction

lesson-double-take-any-direction-title = 吃子可以朝任何方向
lesson-double-take-any-direction-summary = 吃子的着法可以向后或向旁边走。
lesson-double-take-any-direction-1-explain = 吃子的着法可以朝任何方向走，也可以向后。
lesson-double-take-any-direction-1-goal = 斜着后退一步，吃掉 c4 上的绿棋。
lesson-double-take-any-direction-1-wrong = 这步什么也没吃到；退一步到 d4 就能夹住 c4。
lesson-double-take-any-direction-1-done = 向后走一步是允许的，因为它吃了子。
lesson-double-take-any-direction-2-explain = 吃子的着法也可以横向走两个点，越过一个空着的对方颜色的点。
lesson-double-take-any-direction-2-goal = 用横向的着法吃掉 e4 上的绿棋。
lesson-double-take-any-direction-2-wrong = 这步什么也没吃到：b4 可以横向越过空着的 c4 走到 d4。
lesson-double-take-any-direction-2-done = b4 横向走到 d4，e4 被夹在 d4 和 f4 之间。
lesson-double-take-any-direction-3-goal = 一步吃掉三枚绿棋。
lesson-double-take-any-direction-3-wrong = 找一个紧挨着全部三枚绿棋的点，以及笔直退回那里的着法。
lesson-double-take-any-direction-3-done = 从 d6 退到 d4 一步，吃掉了 c4、e4 和 d3。

## far-row

lesson-double-take-far-row-title = 底线
lesson-double-take-far-row-summary = 站在绿方第一行上的棋子只有吃子时才能走。
lesson-double-take-far-row-1-explain = 红方的底线是第 8 行，也就是绿方的第一行。到达那里的棋子只有吃子时才能走。
lesson-double-take-far-row-1-goal = 你在 b8 和 d8 上的棋子不能走：没有可吃的。再让第三枚棋子到达底线。
lesson-double-take-far-row-1-wrong = 那枚棋子没有到达第 8 行：f6 可以直走到 f8。
lesson-double-take-far-row-1-done = 现在有三枚红棋站在底线上。
lesson-double-take-far-row-2-goal = 用底线上的一枚棋子吃掉 e8 上的绿棋。
lesson-double-take-far-row-2-wrong = 这步什么也没吃到：b8 可以沿着这一行越过空着的 c8 走，因为它吃了子。
lesson-double-take-far-row-2-done = b8 沿这一行走到 d8，和 f8 一起夹吃了 e8。
lesson-double-take-far-row-3-explain = 底线上的棋子也可以为了吃子离开这一行。到了新的点以后，照常按普通规则走。
lesson-double-take-far-row-3-goal = 吃掉 f7 上的绿棋。
lesson-double-take-far-row-3-wrong = 这步什么也没吃到：d8 可以退到 f7 旁边的 e7。
lesson-double-take-far-row-3-done = d8 离开底线吃掉了 f7；从 e7 开始，它又像平常一样向前走。

## four-wins

lesson-double-take-four-wins-title = 底线上的四枚
lesson-double-take-four-wins-summary = 底线上有四枚棋子就赢了。
lesson-double-take-four-wins-1-explain = 一方走完后，如果自己的底线上有四枚棋子，立即获胜。
lesson-double-take-four-wins-1-goal = 红方底线上已有三枚棋子。用第四枚取胜。
lesson-double-take-four-wins-1-wrong = 这步没有让第四枚棋子到达第 8 行：h6 可以直走到 h8。
lesson-double-take-four-wins-1-done = 第 8 行上有四枚红棋：红方获胜。
lesson-double-take-four-wins-2-explain = 绿方在自己的底线（第 1 行）上也有三枚棋子，而且下一步 h3 就能走到 h1。先凑满四枚的一方获胜。
lesson-double-take-four-wins-2-goal = 抢在绿方之前获胜。
lesson-double-take-four-wins-2-wrong = 绿方现在走 h3 到 h1 就赢了：先把你的第四枚棋子送到第 8 行。
lesson-double-take-four-wins-2-done = 你的第四枚棋子先到了，棋局立即结束。

## passing

lesson-double-take-passing-title = 无棋可走时
lesson-double-take-passing-summary = 无棋可走的一方停一手，对方再走一次。
lesson-double-take-passing-1-explain = 能走的一方必须走。不能走的一方停一手，对方再走一次。如果双方都不能走，就是和棋。
lesson-double-take-passing-1-goal = 红方在底线上的棋子没有可吃的，e7 也被围住了。用棋盘上方的“红方停一手”按钮停一手。
lesson-double-take-passing-1-wrong = 红方除了停一手，没有别的走法。
lesson-double-take-passing-1-done = 你停了一步；现在绿方再走一次。
lesson-double-take-passing-2-goal = 停一手，等绿方的着法给你机会时，吃掉一枚棋子。
lesson-double-take-passing-2-wrong = d7 上的绿棋可以被夹住：落到它旁边，让它的另一侧是红棋。
lesson-double-take-passing-2-done = 这一步被堵住，下一步就吃子：绿棋走到你的棋子旁边的 d7，一步就完成了夹击。
