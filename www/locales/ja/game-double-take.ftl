# Words of the area 'game-double-take' (www/js/i18n/i18n.js: needWords).

## 盤の横に表示するルール（www/js/games/double-take.js）。

rules-double-take =
    <p>アンドリュー・B・パーキス作、1999年。<b>赤</b>と<b>緑</b>の2つの点の網が、チェッカー盤の2色のように組み合わさり、横に8点並びます。
    { -reading-explained } 原典は縦の長さを示していません。当サイトでは8段で遊び、8×10をバリエーションとして用意しています。</p>
    <p>それぞれの網は、斜めに接する自分の色の点どうしと、同じ横列または縦列で2つ離れた自分の色の点どうしを、間にある相手の色の点をまたいで結びます。各陣営の駒は自分の網の上だけを動きます。</p>
    <p>この盤では色だけを手がかりにしません。赤の駒は丸く、線は実線です。緑の駒は四角く、線は破線です。</p>
    <h3>初期配置</h3>
    <p>赤は下側で、下から3段の赤い点に12個の駒を置きます。緑は上側で、上から3段の緑の点に12個を置きます。赤が先手です。</p>
    <h3>動き</h3>
    <ul>
    <li>1手に駒を1つ、自分の網に沿っていちばん近い点へ動かします。その点は空いていなければなりません。</li>
    <li><b>取らない</b>手は<b>前にしか進めません</b>：斜め前に1点、または間にある相手の点（空いていること）をまたいで真っすぐ前に2段。</li>
    <li><b>取る</b>手はどの向きにも動けます：斜めに、または空いている相手の点をまたいで真っすぐ2点。</li>
    </ul>
    <h3>取り</h3>
    <p>手を指した後、動かした駒のすぐ隣（上下左右）にいる敵の駒のうち、同じ直線上の反対側に動かした側の駒があるものはすべて取られます。1手で最大4つ取れます。2つの敵の間に入るのは安全です。隅の駒は決して取られず、辺の駒は辺に沿ってしか取られません。</p>
    <h3>奥の列と勝ち</h3>
    <p><b>奥の列</b>（相手の最初の段）にいる駒は、取るときしか動けません。その列を離れれば、また通常のルールに従います。自分の手の後に<b>奥の列に駒が4つ</b>あるプレイヤーは、その場で勝ちです。</p>
    <h3>動けないとき、引き分け、投了</h3>
    <p>動けるプレイヤーは動かなければなりません。動けないプレイヤーはパスし（パスのボタン）、相手がもう一度指します。どちらも動けないとき、または両者とも残りの駒が4つ未満のときは、引き分けです。どちらのプレイヤーも投了できます。</p>

## 盤の横に表示する各プレイヤーの数字。

double-take-far-row = 奥の列 { $count } / 4
double-take-pieces = 駒{ $count }個

## 点の中身（画面を見ないプレイ用）。

double-take-point-empty = 空
double-take-point-red = 赤の駒
double-take-point-green = 緑の駒

# Moved here from sight.ftl: words only this game's pages use.
sight-thing-piece = { $form ->
       *[bare] { $colour ->
            [red] 赤
           *[green] 緑
        }の駒
    }

# The engine's words for this game alone (engine-words.js).
outcome-far-row = { $player }が奥の列に4つの駒を置いた
outcome-no-four-left = どちらにも奥の列に届く4つの駒が残っていない
outcome-neither-can-move = どちらも動けない
option-double-take-length = 盤
choice-double-take-length-8 = 8 × 8
choice-double-take-length-10 = 8 × 10

# クリックが手にならない理由（エンジンの whyNot）、盤の下に表示。
refusal-double-take-red-network = 赤は赤の点の上を、赤の線に沿ってしか動けません。
refusal-double-take-green-network = 緑は緑の点の上を、緑の線に沿ってしか動けません。
refusal-double-take-taken-point = 1つの点に置ける駒は1つだけです。
refusal-double-take-nearest = 駒は自分の網のいちばん近い点へ動きます：斜めに1点、または間にある相手の点をまたいで真っすぐ2点。
refusal-double-take-over-piece = 真っすぐの手でまたげるのは空いている点だけです：この点には駒があります。
refusal-double-take-far-row = 奥の列にいる駒は、取るときしか動けません。
refusal-double-take-forward = 何も取らない手は前にしか進めません。
