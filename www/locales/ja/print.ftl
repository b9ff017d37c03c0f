# Words of the area 'print' (www/js/i18n/i18n.js: needWords).
# 局面の印刷用シートとそのページ。$game はゲーム名、$player と $other はエンジンのプレイヤー名。

print-title-position = { $game }：印刷用の局面 · ringboard
print-title-board = { $game }：印刷用の盤 · ringboard
print-print = 印刷
print-back = ゲームに戻る
print-hint = 1ページ、A4またはレター、ベクター形式：どの大きさでもくっきり印刷できます。
print-link-failed = この印刷用リンクを開けませんでした（{ $why }）。
print-unknown-game = この印刷用リンクを開けませんでした（不明なゲーム「{ $game }」）。

## シート

print-sheet =
    .aria-label = { $game }：印刷用の局面
print-board = { $game }の盤
print-to-move = { $player }の手番
print-to-move-note = { $player }の手番：{ $note }
print-cannot-move = { $player }は動けません：{ $other }が続けて指します
print-in-hand = 持ち駒：{ $pieces }
print-in-hand-none = 持ち駒：なし
print-moves = 指し手
print-moves-before = 指し手（{ $plies }手中{ $ply }手目の後の局面）
print-no-moves = まだ指し手はありません。
print-omitted = 1〜{ $last }手目は下のリンクにあります。
print-online = この局面のオンライン版：
print-review = 振り返り
print-review-figures = { $player }：{ $inaccuracies } ?!、{ $mistakes } ?、{ $blunders } ??
print-review-figures-accuracy = { $player }：{ $inaccuracies } ?!、{ $mistakes } ?、{ $blunders } ??、正確度 { $accuracy }%

# ダブルリングの紙と鉛筆用のシート（エンジンが描く：src/games/double_ring）。
# ルールはそれぞれシートの1行で、幅に合わせて折り返されます。
print-paper-rule-move = 1. 動き：シングルリングが上下左右のどれかへ{ $how_far }、次のシングルリングに重なります。ダブルリングは2と数え、空のマスは数えません。
print-paper-over-one = リングをちょうど1個越えて
print-paper-over-two = リングをちょうど2個越えて
print-paper-over-three = リングをちょうど3個越えて
print-paper-over-four = リングをちょうど4個越えて
print-paper-over-five = リングをちょうど5個越えて
print-paper-over-six = リングをちょうど6個越えて
print-paper-over-odd = リングを奇数個（1、3、5、…）越えて
print-paper-over-even = リングを偶数個（2、4、6、…）越えて
print-paper-rule-leap = 1. 動き：シングルリングがチェスのナイトのように跳んで、シングルリングに重なります。
print-paper-rule-strike = 2. 動かしたリングに「/」を引いて消し、重なった先のリングのまわりに大きなリングを描きます。それはダブルリングになり、決して動きません。
print-paper-rule-turns = 3. 両方のプレイヤーが交互に、同じリングを動かします。
print-paper-rule-last = 4. 動けないプレイヤーの負けです。最後に動いたプレイヤーの勝ちです。
print-paper-subtitle = { $rule } · { $width }×{ $height }
