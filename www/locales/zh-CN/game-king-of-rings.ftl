# Words of the area 'game-king-of-rings' (www/js/i18n/i18n.js: needWords).

## 棋盘旁显示的规则（www/js/games/king-of-rings.js）。

rules-king-of-rings =
    <p>7×7 的棋盘格。每方有 7 个骑士。共有 35 个环：1 个<b>大蓝环</b>（5 分）、6 个<b>蓝环</b>（每个 3 分）和 28 个<b>银环</b>（每个 1 分），总计 51 分。</p>
    <h3>布局</h3>
    <p>白方骑士站在第 1–2 横排的有色格（与 a1 同色）上，黑方骑士站在第 6–7 横排的有色格上。大蓝环放在 d4，蓝环放在第 4 横排的其余格子，其他每个格子各放一个银环：没有空格。
    { -reading-explained } 英文原文中的“前排的两个蓝色格子”被理解为“前两排的有色格”的误译。</p>
    <h3>每回合做以下之一</h3>
    <ul>
    <li><b>空手骑士</b>（没有环）：向 8 个方向中的任一方向走一格，走到空格、环上（拿走该环）或敌方骑士上（吃子）；不能走到己方骑士上。</li>
    <li><b>持有者</b>（有环）：<b>持有几个环就恰好跳几格</b>（按环的个数，而不是分数），沿 8 个方向之一直线跳，可越过任何东西。只能落在环上（拿走）或敌方骑士上（吃子），不能落在空格上。持有 7 个或更多环的骑士不能移动。骑士徽章上的数字就是它跳的格数。</li>
    <li><b>打入</b>：把手中的一个骑士放到有环的格子上；它拿走该环，成为持有者。先点“手中”，再点一个环。</li>
    </ul>
    <h3>吃子</h3>
    <p>吃子的骑士拿走被吃骑士的所有环。被吃的持有者回到其主人手中，以后可以再打入；被吃的空手骑士则退出游戏。</p>
    <h3>终局</h3>
    <p>当棋盘上不再有散放的环时，游戏结束。如果白方（先手）拿走了最后一个环，黑方还可以再走一回合。没有合法走法的一方停一手，且只有这时才能停一手；连续两次停一手则游戏结束。
    { -reading } 当同一局面（棋盘、所持的环、手中的骑士、轮到哪一方）第三次出现时，游戏也结束，并像其他终局一样计分：原文没有禁止无休止对局的规则，而空手骑士可以在空格之间永远来回走。</p>
    <h3>胜负</h3>
    <p>棋盘上己方骑士所持环的总分较高者获胜。分数相同为和棋。任何一方都可以认输。</p>

## 棋盘旁的数字和状态栏。$player、$first、$second 是引擎给出的玩家名称。

king-of-rings-points = { $count } 分
king-of-rings-out-of-game = { $count } 个出局
king-of-rings-rings-left = 棋盘上还剩 { $count } 个环
king-of-rings-last-turn = { $second } 的最后一回合：{ $first } 拿走了最后一个环
king-of-rings-pass-last-turn = { $player } 在最后一回合无法走棋：停一手即结束游戏
king-of-rings-pass-again = { $player } 也无法走棋：停一手即结束游戏

## 格子里的内容（悬停提示和盲玩用）。

king-of-rings-square-empty = 空
king-of-rings-ring-silver = 一个银环
king-of-rings-ring-blue = 一个蓝环
king-of-rings-ring-big-blue = 一个大蓝环
king-of-rings-knight-white = 白方骑士
king-of-rings-knight-black = 黑方骑士
king-of-rings-knight-no-ring = { $knight }，没有环
king-of-rings-knight-holding = { $knight }，持有 { $count } 个环（{ $kinds }）：{ $points } 分；可跳 { $count } 格
king-of-rings-knight-holding-stuck = { $knight }，持有 { $count } 个环（{ $kinds }）：{ $points } 分；持有超过六个环，不能移动
king-of-rings-kind-big-blue = 大蓝 { $count }
king-of-rings-kind-blue = 蓝 { $count }
king-of-rings-kind-silver = 银 { $count }
king-of-rings-kinds-separator = {"、"}

# Moved here from sight.ftl: words only this game's pages use.
sight-thing-kor-ring = { $form ->
       *[bare] { $ring ->
            [big-blue] 大蓝环
            [blue] 蓝环
           *[silver] 银环
        }
    }
sight-thing-knight = { $form ->
       *[bare] { $colour ->
            [white] 白方骑士
           *[black] 黑方骑士
        }
    }{ $full ->
        [yes] { $count ->
            [0] （没有环）
           *[other] （持有 { $count } 个环［{ $rings }］，{ $points } 分，{ $moves ->
                [no] 超过六个环，不能移动
               *[yes] 跳 { $count } 格
            }）
        }
       *[no] {""}
    }
sight-knight-rings = { $ring ->
        [big-blue] 大蓝环
        [blue] 蓝环
       *[silver] 银环
    } { $count }

# The engine's words for this game alone (engine-words.js).
outcome-points-each = 双方各 { $points } 分；{ $end }
outcome-points = { $high } 分比 { $low } 分；{ $end }
outcome-end-both-passed = 双方都停着
outcome-end-repetition = 同一局面第三次出现
outcome-end-no-ring-left = 棋盘上已没有环

# The hand of knights, which this game alone has (game-page.js).
game-hand = 手中：{ $count ->
        [0] 无
       *[other] { $knights }
    }
    .title = { $drop ->
        [yes] 从手中打入一个骑士：先点这里，再点一个环
       *[no] 手中的骑士
    }

# 一次点击为何不是着法（引擎的 whyNot），显示在棋盘下方。
refusal-king-of-rings-too-heavy = 持有 { $rings } 个环的持有者太重，无法移动：持有七个或更多环就会被冻结。
refusal-king-of-rings-straight = 骑士只沿直线移动：沿横排、竖列或斜线。
refusal-king-of-rings-plain = 空手骑士（没有环）只能走一格。
refusal-king-of-rings-leap-one = 这个持有者持有 1 个环，所以恰好跳 1 格：{ $square } 相距 { $distance } 格。
refusal-king-of-rings-leap = 这个持有者持有 { $rings } 个环，所以恰好跳 { $rings } 格：{ $square } 相距 { $distance } 格。
refusal-king-of-rings-own-knight = { $square } 上是你自己的骑士。
refusal-king-of-rings-onto-empty = { $square } 是空的：持有者只能落在环上或敌方骑士上。
