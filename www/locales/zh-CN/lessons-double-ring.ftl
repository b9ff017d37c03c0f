# 双环棋课程(www/data/lessons/double-ring.json)的文字。
# lesson-double-ring-<课程>-title 与 -summary;第 n 步:-goal、-explain、-wrong、-done。

## skip-two

lesson-double-ring-skip-two-title = 环怎么走
lesson-double-ring-skip-two-summary = 单环正好越过两个环移动。
lesson-double-ring-skip-two-1-explain = 开局时每一格都有一个单环。单环向上、下、左或右移动，正好越过两个环，落在下一个单环上。
lesson-double-ring-skip-two-1-goal = 把 a1 上的环向上移到 a4：先点环，再点它落下的格子。
lesson-double-ring-skip-two-1-wrong = 不是那个：把 a1 上的环向上移到 a4。
lesson-double-ring-skip-two-1-done = 它越过 a2 和 a3，落在 a4：现在 a1 空了，a4 成了双环。
lesson-double-ring-skip-two-2-explain = 环可以朝四个方向中的任何一个走，但只能走向越过两个环之后还有环可落的方向。
lesson-double-ring-skip-two-2-goal = 移动 b3 上的环。它只有一个方向能走。
lesson-double-ring-skip-two-2-wrong = 那是另一个环：移动 b3 上的环。
lesson-double-ring-skip-two-2-done = 向上、向下或向左，b3 还没找到可落的环就出了棋盘；向右它落在 e3。
lesson-double-ring-skip-two-3-goal = 让一个环落在 d1。
lesson-double-ring-skip-two-3-wrong = 那个环会落在别处：找一个和 d1 之间正好隔着两个环的环。
lesson-double-ring-skip-two-3-done = a1（越过 b1 和 c1）和 d4（越过 d3 和 d2）都能落在 d1。

## empty-cells

lesson-double-ring-empty-cells-title = 空格不计数
lesson-double-ring-empty-cells-summary = 环越过空格时不计数。
lesson-double-ring-empty-cells-1-explain = 环移走后，原来的格子就空了，画成一个划掉的环：这里 b1 的环已经向上移到了 b4。本站对规则的解读：空格直接越过，不计数；只数环。
lesson-double-ring-empty-cells-1-goal = 把 a1 上的环沿第 1 行向右移。
lesson-double-ring-empty-cells-1-wrong = 把 a1 上的环向右移：b1 是空的，所以它越过的是 c1 和 d1。
lesson-double-ring-empty-cells-1-done = 空的 b1 不计数：环越过 c1 和 d1，落在 e1。
lesson-double-ring-empty-cells-2-explain = 越过两个环之后，环会继续越过任意多个空格，直到遇到下一个环；如果那是单环，就落在上面。
lesson-double-ring-empty-cells-2-goal = 让一个环落在 e1。
lesson-double-ring-empty-cells-2-wrong = 那个环会落在别处：哪个环和 e1 之间正好隔着两个环，或许还有些空格？
lesson-double-ring-empty-cells-2-done = a1 上的环越过 b1 和 c1，又越过空的 d1，落在 e1。

## double-rings

lesson-double-ring-double-rings-title = 双环
lesson-double-ring-double-rings-summary = 双环算两个，永远不动，也不能被落上。
lesson-double-ring-double-rings-1-explain = 被环落上的环就成了双环，一个双环算作两个环。
lesson-double-ring-double-rings-1-goal = 让 b3 上的环越过 c3 上的双环。
lesson-double-ring-double-rings-1-wrong = 把 b3 上的环向右移，越过 c3 上的双环。
lesson-double-ring-double-rings-1-done = c3 上的双环算两个，所以环落在紧挨其后的 d3。
lesson-double-ring-double-rings-2-explain = 一个单环再加一个双环就是三个：太多了，所以那个方向不能走。
lesson-double-ring-double-rings-2-goal = 移动 a2 上的环。
lesson-double-ring-double-rings-2-wrong = 移动 a2 上的环：向右会越过三个环，换个方向。
lesson-double-ring-double-rings-2-done = 向右，b2 加上 c2 的双环算三个；向上，a3 和 a4 算两个，环落在 a5。
lesson-double-ring-double-rings-3-explain = 环只能落在单环上：如果越过两个之后遇到的下一个环是双环，就不能走。双环本身永远不动。
lesson-double-ring-double-rings-3-goal = 这里大多数环都动不了；有些会落到标记的双环上。找出一步能走的棋。
lesson-double-ring-double-rings-3-wrong = 找一个正好越过两个环、接着遇到单环的环。
lesson-double-ring-double-rings-3-done = a4 和 c4 上的环会落到 d4、a1 和 c1 的双环上，这是不允许的；只有 a3 和 c3 能越过 b3 的双环。

## last-move-wins

lesson-double-ring-last-move-wins-title = 最后走的人赢
lesson-double-ring-last-move-wins-summary = 无棋可走的一方输。
lesson-double-ring-last-move-wins-1-explain = 双方轮流移动同一批环。无棋可走的一方输，所以最后走棋的一方赢。
lesson-double-ring-last-move-wins-1-goal = 轮到玩家1。走出这盘棋的最后一步。
lesson-double-ring-last-move-wins-1-wrong = 这步之后玩家2还能走。
lesson-double-ring-last-move-wins-1-done = 你走完之后，哪个环都动不了：玩家2无棋可走，输了。
lesson-double-ring-last-move-wins-2-explain = 一步棋也可能创造新的着法：它留下的新双环可能成为可以越过的东西。
lesson-double-ring-last-move-wins-2-goal = 你有两种走法。选那种让玩家2无棋可走的。
lesson-double-ring-last-move-wins-2-wrong = 走 a2 到 d2 之后，d1 上的环会越过 d2 的新双环落到 d3，最后走棋的是玩家2。
lesson-double-ring-last-move-wins-2-done = 把 d2 移到 a2，就没有什么可越过的了：玩家2动不了，你赢了。
lesson-double-ring-last-move-wins-3-goal = 四种走法中有一种能立刻获胜。找出走完之后所有环都动不了的那一步。
lesson-double-ring-last-move-wins-3-wrong = 这样玩家2还有棋可走，最后走棋的会是玩家2。
lesson-double-ring-last-move-wins-3-done = 把 b2 移到 e2，拿走了 b2 上的环，也就拿走了沿 b 列的着法：玩家2动不了了。

## counting-moves

lesson-double-ring-counting-moves-title = 数一数剩下的步数
lesson-double-ring-counting-moves-summary = 留下偶数步，最后走的就是你。
lesson-double-ring-counting-moves-1-explain = 数一数还剩几步。如果你走完后剩下偶数步，玩家2走一步，你走一步，最后一步就是你的。
lesson-double-ring-counting-moves-1-goal = a5 和 c5 上的环能走一步。走一步棋，使全盘正好剩下两步。
lesson-double-ring-counting-moves-1-wrong = 这样走之后，玩家2可以留下偶数步，自己走最后一步。
lesson-double-ring-counting-moves-1-done = 第 1 行还剩一步越过新双环的着法，上面也剩一步：一人一步，最后一步是你的。
lesson-double-ring-counting-moves-2-explain = 现在 a5 和 c5 上的环能走一步，e3 和 e5 上的环还能再走一步。
lesson-double-ring-counting-moves-2-goal = 赢下这盘棋：在接下来的两步之内走出最后一步。
lesson-double-ring-counting-moves-2-wrong = 最后走棋的是玩家2：你走完第一步后，应该剩下偶数步。
lesson-double-ring-counting-moves-2-done = 把 b1 移到 e1（或把 d1 移到 a1），一步就用完了第 1 行的着法，剩下两步：一步给玩家2，最后一步给你。

## mirror-plan

lesson-double-ring-mirror-plan-title = 第一个策略：镜像
lesson-double-ring-mirror-plan-summary = 在边长为偶数的棋盘上，无论哪种规则，玩家2都可以模仿每一步并最后走棋。
lesson-double-ring-mirror-plan-1-explain = 在边长为偶数的棋盘上，玩家2可以用镜像着法回应每一步：也就是绕中心旋转半圈后的同一步棋。所以 a1 对应 d4，b2 对应 c3，依此类推。
lesson-double-ring-mirror-plan-1-goal = 玩家1把 a1 移到了 a4。作为玩家2，走出镜像着法。
lesson-double-ring-mirror-plan-1-wrong = 这不是镜像：a1 对应 d4，a4 对应 d1，所以应该把 d4 移到 d1。
lesson-double-ring-mirror-plan-1-done = 棋盘又对称了，所以不管玩家1怎么走，镜像着法都已备好。
lesson-double-ring-mirror-plan-2-explain = 镜像着法总是存在：它在对称的那一行或那一列上，而玩家1的着法没有碰到那里。所以玩家2总有应着，并且最后走棋。
lesson-double-ring-mirror-plan-2-goal = 玩家1把 d4 移到了 a4。继续镜像，在两步之内获胜。
lesson-double-ring-mirror-plan-2-wrong = 最后走棋的是玩家1：对每一步都用关于中心对称的镜像着法回应。
lesson-double-ring-mirror-plan-2-done = 玩家1先没棋可走了：在 4x4 的棋盘上，玩家1赢不了镜像策略。
lesson-double-ring-mirror-plan-3-explain = 镜像在任何偶数棋盘、任何规则下都有效。马的跳法永远不会把一个环和它自己的镜像连起来，所以镜像的跳法也总是存在。
lesson-double-ring-mirror-plan-3-goal = 6x6 上的马步重叠：玩家1从 a1 跳到了 b3。走出镜像的跳法。
lesson-double-ring-mirror-plan-3-wrong = 这不是镜像：a1 对应 f6，b3 对应 e4，所以应该从 f6 跳到 e4。
lesson-double-ring-mirror-plan-3-done = 又对称了。打开“求解”后，在任何偶数棋盘上页面都会这样告诉你：在对称局面下轮到走棋的一方会输。

## mirror-cross

lesson-double-ring-mirror-cross-title = 为什么镜像在 9x9 上失灵
lesson-double-ring-mirror-cross-summary = 在奇数棋盘上，中间的行和列是自己的镜像：在那里走一步可能打破模仿。
lesson-double-ring-mirror-cross-1-explain = 在 9x9 的棋盘上，旋转半圈会把第 5 行和 e 列映射到它们自己，中心 e5 也映射到自己。沿着这些线的着法，其镜像也在同一条线上，而这条线刚刚被这步棋改变了。
lesson-double-ring-mirror-cross-1-goal = 玩家1把 e3 沿中间的列向上移到了 e6。它的镜像应该是 e7 到 e4，但 e7 现在要越过 e6 上的新双环。把 e7 上的环向下移，看看它落在哪里。
lesson-double-ring-mirror-cross-1-wrong = 把 e7 上的环沿 e 列向下移。
lesson-double-ring-mirror-cross-1-done = e7 落在 e5，而不是 e4：镜像着法并不存在。这就是为什么镜像在 9x9 上什么也证明不了，也是为什么没人知道那里谁会赢。
lesson-double-ring-mirror-cross-2-explain = 一旦中间的行和列上不再有单环，任何着法都碰不到它们，镜像在奇数棋盘上也重新有效。
lesson-double-ring-mirror-cross-2-goal = 中间的十字是空的。玩家1把 a1 移到了 a5：走出镜像着法。
lesson-double-ring-mirror-cross-2-wrong = 这不是镜像：a1 对应 e5，a5 对应 e1，所以应该把 e5 移到 e1。
lesson-double-ring-mirror-cross-2-done = 对称，而且十字是空的：玩家1已经输了。（在马步重叠规则下，只要中心没有单环就行。）

## other-rules

lesson-double-ring-other-rules-title = 其他规则
lesson-double-ring-other-rules-summary = 跳三、跳奇数、跳偶数、马步重叠以及棋盘大小。
lesson-double-ring-other-rules-1-explain = 在跳三规则下，环正好越过三个环。空格仍然不计数，双环仍然算两个。
lesson-double-ring-other-rules-1-goal = 让一个环落在角上的 e5。
lesson-double-ring-other-rules-1-wrong = 那个环会落在别处：要到 e5，必须正好越过三个环。
lesson-double-ring-other-rules-1-done = 从 a5 或从 e1 出发，环和 e5 之间都隔着三个环。
lesson-double-ring-other-rules-2-explain = 在跳奇数规则下，环越过 1、3、5 等任意奇数个环，所以一个方向上可能有好几个可落的格子。
lesson-double-ring-other-rules-2-goal = 把 a1 上的环向上移到 a5，越过三个环。
lesson-double-ring-other-rules-2-wrong = 把 a1 上的环向上移到 a5：越过一个环到 a3 也是一步棋，但不是这一步。
lesson-double-ring-other-rules-2-done = 越过一个或越过三个：两个数都是奇数，所以两种都是合法的着法。
lesson-double-ring-other-rules-3-explain = 在跳偶数规则下，环越过 2、4、6 等任意偶数个环。本站的解读：一个都不越过不算跳，所以环永远不会落在它遇到的第一个环上。
lesson-double-ring-other-rules-3-goal = 把 a1 上的环移到 f1，越过四个环。
lesson-double-ring-other-rules-3-wrong = 把 a1 上的环向右移，越过 b1、c1、d1 和 e1，落到 f1。
lesson-double-ring-other-rules-3-done = 四是偶数：环也可以越过两个环停在 d1。
lesson-double-ring-other-rules-4-explain = 在马步重叠规则下，单环像国际象棋的马一样跳到一个单环上。中间有什么都无关紧要。
lesson-double-ring-other-rules-4-goal = 移动 a1 上的环。
lesson-double-ring-other-rules-4-wrong = 移动 a1 上的环：像马一样，朝一个方向两格，再横向一格。
lesson-double-ring-other-rules-4-done = 它越过双环跳到了 b3。c2 是空格，所以另一种跳法不成立。
lesson-double-ring-other-rules-5-explain = 棋盘可以是 3x3 到 19x19 之间的任意大小。经典玩法使用 9x9 棋盘，最多 40 步结束。
lesson-double-ring-other-rules-5-goal = 在完整的 9x9 棋盘上，让一个环落在中心 e5。
lesson-double-ring-other-rules-5-wrong = 那个环会落在别处：从 e5 出发，向每个方向数两个环。
lesson-double-ring-other-rules-5-done = 现在你已经了解所有规则了：在任意棋盘上、用任意规则下一盘试试吧！
