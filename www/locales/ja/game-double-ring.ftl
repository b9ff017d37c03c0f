# Words of the area 'game-double-ring' (www/js/i18n/i18n.js: needWords).

## 盤の横に表示するルール（www/js/games/double-ring.js）。

rules-double-ring =
    <p>盤は正方形の格子で、特に選ばなければ9x9です（3x3から19x19まで。各辺3〜19マスの長方形も選べます）。最初はどのマスにも<b>シングルリング</b>が1つあります。両方のプレイヤーが同じリングを動かします。</p>
    <h3>1手の動き（2つ飛び）</h3>
    <p>シングルリングを1つと、方向（上・下・左・右のいずれか）を選びます。その方向へマスを1つずつ進み、越えたリングを数えます。シングルリングは1、ダブルリングは2と数えます。
    { -reading-explained }
    空のマスは素通りし、数に入れません。原典が数えるのはマスではなくリングです。</p>
    <p>ちょうど2を越えたら、次のリングが目標です。目標はシングルリングでなければなりません。それがダブルリングのとき、進む途中で盤の外に出たとき、または数が2を飛び越えたとき（シングルの次にダブル）は、その方向には動けません。</p>
    <p>動かしたリングのマスは空になり、目標は<b>ダブルリング</b>になります。ダブルリングは決して動きません。</p>
    <h3>終局</h3>
    <p>動けないプレイヤーの負けです。つまり最後に動いたプレイヤーの勝ちです。1手ごとにシングルリングが2つ盤から減るので、9x9の対局は長くても40手で終わります。</p>
    <h3>バリエーション</h3>
    <ul>
    <li><b>3つ飛び</b>：ちょうど3を越える。</li>
    <li><b>奇数飛び</b>：越える数は奇数（1、3、5、…）なら何でもよい。1つの方向に目標が複数あることもあります。</li>
    <li><b>偶数飛び</b>：越える数は偶数なら何でもよい。
    { -reading }
    ただし2以上。0個越えは越えたことになりません。</li>
    <li><b>ナイト重ね</b>：シングルリングがチェスのナイトのように跳んで、シングルリングの上に重なる。間に何があっても関係ありません。</li>
    <li><b>盤の大きさ</b>：3から19までの任意のN×N。</li>
    </ul>
    <h3>紙の上で</h3>
    <p>白紙の盤を印刷しましょう。リングを動かすときはそのリングに「/」を引いて消し、目標のまわりに大きなリングを描きます。</p>
    <p class="rules-key"><span class="reading">解釈</span>は、原典が触れていない、または不明確な点についての当サイトの判断を示します。</p>

## マスの中身（ホバーと画面を見ないプレイ用）。

double-ring-cell-struck = 空（消し済み）
double-ring-cell-single = シングルリング
double-ring-cell-double = ダブルリング
double-ring-cell-empty = 空

# Moved here from sight.ftl: words only this game's pages use.
sight-thing-ring = { $form ->
       *[bare] { $ring ->
            [double] ダブルリング
           *[single] シングルリング
        }
    }

# Moved here from play.ftl: words only this game's pages use.
play-hint-mirror = ヒント（レベル{ $level }）：{ $move }。直前の手と盤の中心について点対称の手で、これで勝てます
play-hint-mirror-arrow = ヒント（レベル{ $level }）：{ $move }（オレンジの矢印）。直前の手と盤の中心について点対称の手で、これで勝てます
play-solver-over = ソルバー：対局は終わっています。
play-solver-working = ソルバー：計算中…
play-solver-failed = ソルバー：{ $error }
play-solver-too-big = ソルバー：まだ大きすぎて解けません（シングルリング{ $singles }個）。続けてください：シングルが36個ほどになれば、たいてい1秒以内に答えが出ます。
play-solver-mirror-loses = <strong class="loses">{ $player }の負け</strong>：ここで指す側が負けます。相手はどの手にも盤の中心について点対称の手で応じられるからです。
play-solver-mirror-wins = <strong class="wins">{ $player }の勝ち</strong>（点対称の応手で）：{ $move }（緑）は直前の手と盤の中心について点対称の手で、以後どの手にも点対称の応手があります。
play-solver-other-winning = ほかの勝ち手：{ $moves }。
play-solver-unsettled = ほかの手でも勝てるかもしれません（ソルバーは結論を出していません）。
play-solver-looking-further = ほかの勝ち手を探しています…
play-solver-wins-with = <strong class="wins">{ $player }の勝ち</strong>（互いに最善なら）：{ $move }（緑）で勝てます。
play-solver-loses = <strong class="loses">{ $player }の負け</strong>（互いに最善なら）：どの手も負けです。
play-solver-wins = <strong class="wins">{ $player }の勝ち</strong>（互いに最善なら）：勝ち手{ $count }つを緑で示しています（{ $moves }）。

# The engine's words for this game alone (engine-words.js).
outcome-no-move = { $stuck }に動かせる手がない
option-double-ring-rule = ルール
option-double-ring-size = 盤の大きさ
option-double-ring-width = 盤の横幅
option-double-ring-height = 盤の縦幅
choice-double-ring-rule-skip1 = 1つ飛び
choice-double-ring-rule-skip2 = 2つ飛び
choice-double-ring-rule-skip3 = 3つ飛び
choice-double-ring-rule-skip4 = 4つ飛び
choice-double-ring-rule-skip5 = 5つ飛び
choice-double-ring-rule-skip6 = 6つ飛び
choice-double-ring-rule-odd = 奇数飛び
choice-double-ring-rule-even = 偶数飛び
choice-double-ring-rule-knight = ナイト重ね

# クリックが手にならない理由（エンジンの whyNot / whyStuck）、盤の下に表示。
# $must、$how_far：refusal-skip-* のどれか。$passed：refusal-rings-* のどれか。
# どれも「リングを…越える」の「…」に入る個数です。
refusal-skip-one = ちょうど1個
refusal-skip-two = ちょうど2個
refusal-skip-three = ちょうど3個
refusal-skip-four = ちょうど4個
refusal-skip-five = ちょうど5個
refusal-skip-six = ちょうど6個
refusal-skip-odd = 奇数個
refusal-skip-even-strict = 2個以上の偶数個
refusal-skip-even = 偶数個
refusal-double-ring-empty = { $square }は空です：動くのはシングルリングだけです。
refusal-double-ring-double = { $square }はダブルリングです：ダブルリングは決して動きません。
refusal-double-ring-onto-empty = { $square }は空です：リングが重なれるのはシングルリングの上だけです。
refusal-double-ring-onto-double = { $square }はすでにダブルリングです：リングが重なれるのはシングルリングの上だけです。
refusal-double-ring-no-leap = ナイト重ねではリングはチェスのナイトのように跳びますが、{ $from }から{ $to }はナイトの跳びではありません。
refusal-double-ring-diagonal = リングは上下左右にまっすぐ動きます。斜めには決して動きません。
refusal-rings-none = 0個
refusal-rings-one = 1個
refusal-rings-two = 2個
refusal-rings-three = 3個
refusal-rings-many = { $count }個
refusal-double-ring-passes = シングルリングが越えるリングは{ $must }でなければなりません：このリングが越えるのは{ $passed }です。
refusal-double-ring-knight-stuck = { $square }のリングは動けません：そこからナイトの跳びで着くマスに、シングルリングがありません。
refusal-double-ring-stuck = { $square }のリングは動けません：どの方向にも、リングを{ $how_far }越えた先にシングルリングがありません。
