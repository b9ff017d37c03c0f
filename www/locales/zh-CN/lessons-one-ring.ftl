# 至尊魔戒课程(www/data/lessons/one-ring.json)的文字。
# lesson-one-ring-<课程>-title 与 -summary;第 n 步:-goal、-explain、-wrong、-done。

## extra-squares

lesson-one-ring-extra-squares-title = 两个额外的格子
lesson-one-ring-extra-squares-summary = c0 和 c9：王从那里出发，直线和马的跳跃都会经过它们。
lesson-one-ring-extra-squares-1-explain = 棋盘有 40 个格子，外加两个额外的格子 c0 和 c9，王就从那里出发。它们是普通的格子：棋子像对待其他格子一样走到那里、经过那里。
lesson-one-ring-extra-squares-1-goal = 一个黑车落到了 c0。吃掉它。
lesson-one-ring-extra-squares-1-wrong = 这步什么也没吃到：从 a1 用马跳，或从 e2 沿斜线，都能到 c0。
lesson-one-ring-extra-squares-1-done = a1 到 c0 是马的跳法，e2、d1、c0 是一条斜线：c0 和其他格子一样。
lesson-one-ring-extra-squares-2-explain = c 线是最长的线：从 c0 到 c9 共十格。c9 上的王只有三个相邻的格子：b8、c8 和 d8。
lesson-one-ring-extra-squares-2-goal = 你在 a8 的车控制着 b8、c8 和 d8。将死 c9 上的王。
lesson-one-ring-extra-squares-2-wrong = 没有将死：把 e4 上的车调到 c 线。
lesson-one-ring-extra-squares-2-done = 车沿 c 线将军，c9 旁边的每个格子都被控制：将死。
lesson-one-ring-extra-squares-3-explain = 马可以从 a8、b7、d7 和 e8 跳到 c9。这里黑王被自己的棋子围住了。
lesson-one-ring-extra-squares-3-goal = 用马将死 c9 上的王。
lesson-one-ring-extra-squares-3-wrong = 没有将死：找一个黑方棋子吃不到马的格子，从那里跳到 c9。
lesson-one-ring-extra-squares-3-done = d7 到 c9 是马的跳法：王动不了，也没有棋子能吃掉马。

## ring-enters

lesson-one-ring-ring-enters-title = 魔戒登场
lesson-one-ring-ring-enters-summary = 白方第一次丢子时魔戒登场：白方把它交给自己的一个兵。
lesson-one-ring-ring-enters-1-explain = 魔戒开始时在棋盘外。黑方第一次吃掉白方的棋子时，白方在走棋之前选择自己的一个兵戴上魔戒。黑方刚刚在 b4 吃了子。
lesson-one-ring-ring-enters-1-goal = 点一个兵，把魔戒交给它。选一个黑方不能马上吃掉的兵。
lesson-one-ring-ring-enters-1-wrong = b4 上的兵下一步就能吃掉那个兵，吃它的棋子就会戴上魔戒。
lesson-one-ring-ring-enters-1-done = 这次选择不算一步棋：仍然轮到你，现在照常走棋。
lesson-one-ring-ring-enters-2-explain = 本站的解读：如果一个兵戴上魔戒后的走法会攻击黑王，就不能选它，所以这里不提供 c8 上的兵。
lesson-one-ring-ring-enters-2-goal = 把魔戒交给下一步就能把它带进你的升变区的那个兵。
lesson-one-ring-ring-enters-2-wrong = a3 上的兵离升变区很远；d7 上的兵只差一步。
lesson-one-ring-ring-enters-2-done = 下一步 d7 上的兵可以走到 d8 或 e8 升变；本站的解读：它仍戴着魔戒。

## ring-moves

lesson-one-ring-ring-moves-title = 佩戴者的额外走法
lesson-one-ring-ring-moves-summary = 白方佩戴者多了短距离的一步；黑方佩戴者还能像后一样走。
lesson-one-ring-ring-moves-1-explain = 戴着魔戒的白方棋子还可以向前、斜前或横向走一格。本站的解读：这一步可以吃子。
lesson-one-ring-ring-moves-1-goal = 你在 c4 的兵戴着魔戒。吃掉它旁边的车。
lesson-one-ring-ring-moves-1-wrong = 这步什么也没吃到：魔戒让你的兵可以横走一步到 d4。
lesson-one-ring-ring-moves-1-done = 兵本来不能横着吃子，但魔戒给了它横走的一步。
lesson-one-ring-ring-moves-2-explain = 任何白方棋子都可以戴魔戒：它保留自己的走法，再加上走一格的步法。魔戒从不让棋子后退。
lesson-one-ring-ring-moves-2-goal = 你在 c4 的马戴着魔戒。用它吃掉一个黑方棋子。
lesson-one-ring-ring-moves-2-wrong = 这步什么也没吃到。c3 上的车在马的后面，而魔戒不给后退的一步。
lesson-one-ring-ring-moves-2-done = 马的跳法到不了 d5，但魔戒增加了斜向前的一步。
lesson-one-ring-ring-moves-3-explain = 这里你执黑。戴着魔戒的黑方棋子还可以像后一样走。
lesson-one-ring-ring-moves-3-goal = 你在 e5 的马戴着魔戒。吃掉 a5 上的白车。
lesson-one-ring-ring-moves-3-wrong = 这步什么也没吃到：像后一样沿第 5 横线滑过去。
lesson-one-ring-ring-moves-3-done = 马像后一样走了，仍然戴着魔戒：黑方佩戴者是很强的棋子。

## corruption

lesson-one-ring-corruption-title = 吃掉佩戴者
lesson-one-ring-corruption-summary = 吃子的一方戴上魔戒，被吃的白方棋子可能变成黑方。
lesson-one-ring-corruption-1-explain = 谁吃掉佩戴者，谁就戴上魔戒。如果黑方吃掉的白方佩戴者不是兵，它不会被拿走，而是和吃它的棋子交换位置，并变成黑方棋子。
lesson-one-ring-corruption-1-goal = 你执黑。吃掉 d4 上戴着魔戒的白车。
lesson-one-ring-corruption-1-wrong = 用你的象吃掉 d4 上的车，看看会发生什么。
lesson-one-ring-corruption-1-done = 车去了 b6，也就是你的象原来的位置，现在是黑方的；你的象戴上了魔戒。
lesson-one-ring-corruption-2-explain = 被腐化的棋子会落在吃它的棋子原来的格子上，并可能从那里将军。
lesson-one-ring-corruption-2-goal = 你执黑。一步将死白方。
lesson-one-ring-corruption-2-wrong = 没有将死：吃掉佩戴者，想想它会落在哪里。
lesson-one-ring-corruption-2-done = 车和你的象交换了位置，现在是黑方的，沿第 1 横线将军：将死。
lesson-one-ring-corruption-3-explain = 黑方的佩戴者也可以被吃掉：吃它的白方棋子就戴上魔戒。
lesson-one-ring-corruption-3-goal = 吃掉戴着魔戒的黑马。
lesson-one-ring-corruption-3-wrong = 这步什么也没吃到：你在 e4 的兵可以在 d5 吃子。
lesson-one-ring-corruption-3-done = 你的兵现在戴着魔戒。只有不是兵的白方佩戴者被吃时才会倒戈。

## destroy

lesson-one-ring-destroy-title = 摧毁魔戒
lesson-one-ring-destroy-summary = 站在白方升变区的白方佩戴者可以摧毁魔戒，立即获胜。
lesson-one-ring-destroy-1-explain = 白方的升变区是 a8、b8、c9、d8 和 e8。站在那里的白方佩戴者可以用整个一步来摧毁魔戒：白方立即获胜。
lesson-one-ring-destroy-1-goal = 你在 b8 的后戴着魔戒。用棋盘上方的按钮摧毁魔戒。
lesson-one-ring-destroy-1-wrong = 你的后已经在升变区里了：别走棋，摧毁魔戒。
lesson-one-ring-destroy-1-done = 魔戒被摧毁，白方获胜。
lesson-one-ring-destroy-2-explain = 在 c 线上，升变区的格子是 c9：c8 不在升变区里。
lesson-one-ring-destroy-2-goal = 你在 c5 的车戴着魔戒。两步之内获胜。
lesson-one-ring-destroy-2-wrong = 车必须先进入升变区：是 c9，不是 c8。
lesson-one-ring-destroy-2-done = 车到达升变区的格子 c9，摧毁了魔戒。
lesson-one-ring-destroy-3-explain = 本站的解读：即使你的王正被将军，也可以摧毁魔戒，因为棋局在黑方走棋之前就结束了。
lesson-one-ring-destroy-3-goal = 你的王被 c4 上的车将军了。照样获胜。
lesson-one-ring-destroy-3-wrong = 不用逃：摧毁魔戒，棋局立即结束。
lesson-one-ring-destroy-3-done = 魔戒在黑方走棋之前被摧毁：白方获胜。

## stalemate

lesson-one-ring-stalemate-title = 逼和判负
lesson-one-ring-stalemate-summary = 没有合法着法的一方输，即使没有被将军。
lesson-one-ring-stalemate-1-explain = 在至尊魔戒中，逼和判负：没有合法着法的一方输，即使没有被将军。
lesson-one-ring-stalemate-1-goal = 让 c9 上的黑王无路可走。
lesson-one-ring-stalemate-1-wrong = 黑王还有格子可去：b8、c8 或 d8。
lesson-one-ring-stalemate-1-done = 你在 c7 的王控制着 b8、c8 和 d8：黑方无棋可走，输了。
lesson-one-ring-stalemate-2-goal = 一步获胜，但不要将军。
lesson-one-ring-stalemate-2-wrong = 黑方还有棋可走。控制 b8、c8 和 d8，但不要攻击 c9。
lesson-one-ring-stalemate-2-done = 后在 a8（或 e8）控制整条第 8 横线，却不攻击 c9：黑方无法走棋，输了。

## pawns

lesson-one-ring-pawns-title = 兵：走两格与升变
lesson-one-ring-pawns-summary = 只有在自己第二横线上的兵才能走两格；升变区是 a8、b8、c9、d8、e8。
lesson-one-ring-pawns-1-explain = 只有在自己第二横线上的兵才能走两格：白方是 b2、c2 和 d2。a3 和 e3 上的兵起始位置高一行，只能走一格。
lesson-one-ring-pawns-1-goal = 用一个兵走两格。
lesson-one-ring-pawns-1-wrong = 这不是走两格：把第 2 横线上的一个兵向前推两格。
lesson-one-ring-pawns-1-done = 只有从第 2 横线才能走两格，吃过路兵和国际象棋一样。
lesson-one-ring-pawns-2-explain = 白方在 a8、b8、c9、d8 和 e8 升变。c8 不在升变区里：到了那里的兵要继续走到 c9。
lesson-one-ring-pawns-2-goal = 这一步就让一个兵升变。
lesson-one-ring-pawns-2-wrong = 这样不会升变：b8 在升变区里，c8 不在。
lesson-one-ring-pawns-2-done = b8 在升变区里。c7 上的兵需要走两步：先到 c8，再到 c9。
lesson-one-ring-pawns-3-goal = 让 c8 上的兵升变。
lesson-one-ring-pawns-3-wrong = c8 上的兵要继续走到 c9 才能升变。
lesson-one-ring-pawns-3-done = c9 在白方的升变区里。黑方的升变区是 a1、b1、c0、d1 和 e1。
