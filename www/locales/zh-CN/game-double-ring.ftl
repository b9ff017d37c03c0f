# Words of the area 'game-double-ring' (www/js/i18n/i18n.js: needWords).

## 棋盘旁显示的规则（www/js/games/double-ring.js）。

rules-double-ring =
    <p>棋盘是正方形格子，默认 9x9，也可另选（3x3 到 19x19，或每边 3 到 19 格的长方形）。开始时每个格子里都有一个<b>单环</b>。双方移动的是同一批环。</p>
    <h3>一步棋（跳二）</h3>
    <p>选一个单环和一个方向：上、下、左或右。沿这个方向逐格前进，数一数经过的环：单环算 1，双环算 2。
    { -reading-explained }
    空格直接越过，不计数：原文数的是环，而不是格子。</p>
    <p>恰好越过 2 之后，下一个环就是目标。目标必须是单环。如果它是双环，或者前进时走出了棋盘，或者计数越过了 2（先一个单环再一个双环），那么这个方向就没有走法。</p>
    <p>被移动的环所在的格子变空，目标变成<b>双环</b>。双环永远不能移动。</p>
    <h3>终局</h3>
    <p>无法走棋的一方判负：最后走棋的一方获胜。每步棋都会从棋盘上去掉两个单环，所以 9x9 的对局最多 40 步。</p>
    <h3>变体</h3>
    <ul>
    <li><b>跳三</b>：恰好越过 3。</li>
    <li><b>跳奇数</b>：越过任意奇数（1、3、5、…）：一个方向上可能有多个目标。</li>
    <li><b>跳偶数</b>：越过任意偶数。
    { -reading }
    至少为 2：越过零个不算越过。</li>
    <li><b>马步重叠</b>：单环像国际象棋的马一样跳到一个单环上；中间有什么都无关。</li>
    <li><b>棋盘大小</b>：从 3 到 19 的任意 N×N。</li>
    </ul>
    <h3>纸上玩法</h3>
    <p>打印一张空白棋盘：移动一个环时，用“/”把它划掉，并在它的目标外面画一个更大的环。</p>
    <p class="rules-key"><span class="reading">解读</span>表示原始规则未说明或不明确之处由本站做出的决定。</p>

## 格子里的内容（悬停提示和盲玩用）。

double-ring-cell-struck = 空（已划掉）
double-ring-cell-single = 一个单环
double-ring-cell-double = 一个双环
double-ring-cell-empty = 空

# Moved here from sight.ftl: words only this game's pages use.
sight-thing-ring = { $form ->
       *[bare] { $ring ->
            [double] 双环
           *[single] 单环
        }
    }

# Moved here from play.ftl: words only this game's pages use.
play-hint-mirror = 提示（{ $level } 级）：{ $move }：与上一步关于棋盘中心对称的着法，可以取胜
play-hint-mirror-arrow = 提示（{ $level } 级）：{ $move }，橙色箭头：与上一步关于棋盘中心对称的着法，可以取胜
play-solver-over = 求解器：对局已经结束。
play-solver-working = 求解器：正在计算…
play-solver-failed = 求解器：{ $error }
play-solver-too-big = 求解器：局面太大，暂时无法求解（{ $singles } 个单环）。继续下吧：单环减到 36 个左右时，通常一秒内就能给出答案。
play-solver-mirror-loses = <strong class="loses">{ $player } 必败</strong>：在这里走棋的一方必败，因为对方可以对每一步都走出关于棋盘中心的对称着法。
play-solver-mirror-wins = <strong class="wins">{ $player } 必胜</strong>，靠对称着法：{ $move }（绿色）与上一步关于棋盘中心对称，此后每一步都有对称的应着。
play-solver-other-winning = 其他必胜着法：{ $moves }。
play-solver-unsettled = 其他着法也可能取胜：求解器没有算出结论。
play-solver-looking-further = 正在寻找其他必胜着法…
play-solver-wins-with = <strong class="wins">{ $player } 必胜</strong>（双方都走最佳着法时）：{ $move }（绿色）即可取胜。
play-solver-loses = <strong class="loses">{ $player } 必败</strong>（双方都走最佳着法时）：每一步都会输。
play-solver-wins = <strong class="wins">{ $player } 必胜</strong>（双方都走最佳着法时）：{ $count } 个必胜着法以绿色标出（{ $moves }）。

# The engine's words for this game alone (engine-words.js).
outcome-no-move = { $stuck }无棋可走
option-double-ring-rule = 规则
option-double-ring-size = 棋盘大小
option-double-ring-width = 棋盘宽度
option-double-ring-height = 棋盘高度
choice-double-ring-rule-skip1 = 跳一
choice-double-ring-rule-skip2 = 跳二
choice-double-ring-rule-skip3 = 跳三
choice-double-ring-rule-skip4 = 跳四
choice-double-ring-rule-skip5 = 跳五
choice-double-ring-rule-skip6 = 跳六
choice-double-ring-rule-odd = 跳奇数
choice-double-ring-rule-even = 跳偶数
choice-double-ring-rule-knight = 马步重叠

# 一次点击为何不是着法（引擎的 whyNot / whyStuck），显示在棋盘下方。
# $must、$how_far：refusal-skip-* 之一；$passed：refusal-rings-* 之一。
refusal-skip-one = 恰好一个环
refusal-skip-two = 恰好两个环
refusal-skip-three = 恰好三个环
refusal-skip-four = 恰好四个环
refusal-skip-five = 恰好五个环
refusal-skip-six = 恰好六个环
refusal-skip-odd = 奇数个环
refusal-skip-even-strict = 偶数个环（至少两个）
refusal-skip-even = 偶数个环
refusal-double-ring-empty = { $square } 是空的：只有单环才能移动。
refusal-double-ring-double = { $square } 是双环：双环永远不能移动。
refusal-double-ring-onto-empty = { $square } 是空的：环只能落在单环上。
refusal-double-ring-onto-double = { $square } 已经是双环：环只能落在单环上。
refusal-double-ring-no-leap = 在马步重叠规则下，环像国际象棋的马一样跳，而从 { $from } 到 { $to } 不是马的跳法。
refusal-double-ring-diagonal = 环只能直着向上、下、左或右移动，不能斜走。
refusal-rings-none = 零个环
refusal-rings-one = 一个环
refusal-rings-two = 两个环
refusal-rings-three = 三个环
refusal-rings-many = { $count } 个环
refusal-double-ring-passes = 单环必须越过{ $must }：这一步越过了{ $passed }。
refusal-double-ring-knight-stuck = { $square } 上的环无法移动：它的马步跳跃都落不到单环上。
refusal-double-ring-stuck = { $square } 上的环无法移动：没有哪个方向能让它越过{ $how_far }之后遇到单环。
