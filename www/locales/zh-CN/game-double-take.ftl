# Words of the area 'game-double-take' (www/js/i18n/i18n.js: needWords).

## 棋盘旁显示的规则（www/js/games/double-take.js）。

rules-double-take =
    <p>Andrew B. Perkis 设计，1999 年。<b>红</b>、<b>绿</b>两张点网像棋盘格的两种颜色那样交错排列，横向 8 个点。
    { -reading-explained } 原文没有给出纵向长度：本站按 8 行来玩，并提供 8×10 作为变体。</p>
    <p>每张网把斜向相邻的本色点连起来，也把同一行或同一列中相隔两格的本色点连起来，越过中间的另一色点。每一方的棋子只在自己的网上移动。</p>
    <p>本棋盘从不只靠颜色区分：红方棋子是圆的，连线是实线；绿方棋子是方的，连线是虚线。</p>
    <h3>布局</h3>
    <p>红方在下，12 枚棋子放在最下面三行的红点上；绿方在上，12 枚棋子放在最上面三行的绿点上。红方先走。</p>
    <h3>走法</h3>
    <ul>
    <li>每回合走一枚棋子，沿自己的网走到最近的点，该点必须是空的。</li>
    <li><b>不吃子</b>的走法<b>只能向前</b>：斜向前走一个点，或者越过中间的敌方点（必须是空的）直向前走两行。</li>
    <li><b>吃子</b>的走法可以朝任何方向：斜走，或越过一个空的敌方点直走两个点。</li>
    </ul>
    <h3>吃子</h3>
    <p>走完一步后，紧挨着所走棋子（上、下、左或右）的每个敌方棋子，如果在同一直线上的另一侧有走棋方的棋子，就被吃掉。一步最多可吃四子。走进两个敌子之间是安全的。角上的棋子永远不会被吃，边上的棋子只能沿着边被吃。</p>
    <h3>底线与获胜</h3>
    <p>在<b>底线</b>（对方的第一行）上的棋子只能为吃子而走；一旦离开这一行，就重新按普通规则走。走完自己的一步后有<b>四枚棋子在底线上</b>的一方立即获胜。</p>
    <h3>无子可走、和棋与认输</h3>
    <p>能走的一方必须走。不能走的一方停一手（用停一手的按钮），由对方再走。如果双方都不能走，或者双方剩下的棋子都少于四枚，则为和棋。任何一方都可以认输。</p>

## 棋盘旁显示的双方数字。

double-take-far-row = 底线上 { $count }/4
double-take-pieces = { $count } 枚棋子

## 点上的内容（盲玩用）。

double-take-point-empty = 空
double-take-point-red = 一枚红子
double-take-point-green = 一枚绿子

# Moved here from sight.ftl: words only this game's pages use.
sight-thing-piece = { $form ->
       *[bare] { $colour ->
            [red] 红子
           *[green] 绿子
        }
    }

# The engine's words for this game alone (engine-words.js).
outcome-far-row = { $player }已有四子到达底线
outcome-no-four-left = 双方都已不足四子，无法到达底线
outcome-neither-can-move = 双方都无法移动
option-double-take-length = 棋盘
choice-double-take-length-8 = 8 × 8
choice-double-take-length-10 = 8 × 10

# 一次点击为何不是着法（引擎的 whyNot），显示在棋盘下方。
refusal-double-take-red-network = 红方只能在红点上、沿红线移动。
refusal-double-take-green-network = 绿方只能在绿点上、沿绿线移动。
refusal-double-take-taken-point = 一个点上只能有一枚棋子。
refusal-double-take-nearest = 棋子只能走到本方网上最近的点：斜走一个点，或越过中间的敌方点直走两个点。
refusal-double-take-over-piece = 直走只能越过空的点：这个点上有棋子。
refusal-double-take-far-row = 在底线上的棋子只能为吃子而走。
refusal-double-take-forward = 不吃子的走法只能向前。
