# Words of the area 'lab' (www/js/i18n/i18n.js: needWords).
# ゲームデザイナーのためのラボ（pages/lab-page.js、pages/lab/）：コンピューターがルールA（とB）で
# 自分自身と対局し、その対局を集計します。
# $game はページの言語でのゲーム名。

lab-title = { $game }：ゲームデザイナーのラボ
lab-page-title = { $game }：ラボ · ringboard
lab-lede = 選んだルールで、コンピューターがこの端末のすべてのコアを使って{ $game }を自分自身と対局し、ゲームデザイナーがゲームを測るやり方で対局を集計します。2つのルールを並べて比べ、ページのリンクを送りましょう：リンクに設定がすべて入っています。
lab-unknown-game = ラボに「{ $game }」というゲームはありません。
# $why はエンジンが示す理由。
lab-link-failed = このラボのリンクを開けませんでした（{ $why }）。ラボはゲーム本来のルールで始まります。
lab-setup-failed = この設定では実行できません（{ $why }）。

## 設定

lab-rules-a = ルールA
lab-rules-b = ルールB
lab-compare = ルールBと比べる
lab-players = プレイヤー
lab-first-player = 先手
lab-second-player = 後手
lab-agent-level = レベル{ $level }
# $rating は Elo の値で、そのまま書きます。
lab-agent-level-rated = レベル{ $level }（Elo { $rating }）
lab-agent-greedy = 貪欲（1手先だけ読む）
lab-agent-random = ランダムな手
lab-games = 対局数
lab-random-plies = 序盤のランダムな手数
lab-swap = 1局ごとに先手と後手を入れ替える

## 実行

lab-start = 開始
lab-stop = 停止
lab-resume = 再開
lab-start-again = 最初からやり直す
# $done と $total は対局数、$rate は1秒あたりの対局数、$workers は Web Worker の数。
lab-status-setup = { $total }局を{ $workers }コアで対局します。
lab-status-running = { $total }局中{ $done }局 · 毎秒{ $rate }局 · ワーカー{ $workers }個
lab-status-stopped = { $total }局中{ $done }局で停止しました。
lab-status-finished = { $total }局を{ $seconds }秒で対局：ワーカー{ $workers }個で毎秒{ $rate }局。
lab-status-failed = { $total }局中{ $done }局で実行が止まりました：{ $why }

## 結果

lab-results = 結果
lab-measure = 指標
# $rules はルールを言葉で表したもの（「奇数飛び · 7 x 7」）。
lab-column-a = A：{ $rules }
lab-column-b = B：{ $rules }
lab-rules-own = ゲーム本来のルール
lab-row-games = 対局数
lab-row-results = 先手の勝ち · 後手の勝ち · 引き分け
lab-row-first-score = 先手の得点率
# $player と $other は2人のプレイヤー（「レベル4」「レベル3」）。
lab-row-player-score = { $other }に対する{ $player }の得点率
lab-row-length = 長さ（手数）
lab-row-spread = 長さのばらつき
lab-row-branching = 選べる手の数
lab-row-decided = 勝負が決まった手数
lab-row-lead-changes = 優勢の入れ替わり
lab-row-repetitions = 同一局面の繰り返しで終局
lab-row-passes = 手のうちパスの割合
lab-row-cut-off = 長すぎて打ち切り（引き分け扱い）
lab-row-exact = 互いに最善なら
# $value、$low、$high は書式済みの数。
lab-value-interval = { $value }（{ $low }〜{ $high }）
lab-value-results = { $first } · { $second } · { $draws }
# $ply は数（とその区間）、$share は対局全体に対する割合。
lab-value-decided = { $ply }；対局の{ $share }
lab-exact-first = 先手の勝ち（完全解析）
lab-exact-first-mirror = 先手の勝ち（鏡の定理）
lab-exact-second = 後手の勝ち（完全解析）
lab-exact-second-mirror = 後手の勝ち（鏡の定理）
lab-exact-none = 未決着：ソルバーの計算予算では届きません
lab-plot-score = 先手の得点率と、その95%区間
lab-plot-lengths = 対局の長さ：手数ごとの対局の割合
lab-plot-branching = 選べる手の数（手目ごと）
lab-axis-plies = 1局の手数
lab-axis-ply = 手目
lab-download-records-a = ルールAの棋譜
lab-download-records-b = ルールBの棋譜
lab-download-csv = 表（CSV）
lab-download-json = 結果（JSON）
lab-print = 印刷
lab-play-rules-a = ルールAで遊ぶ
lab-play-rules-b = ルールBで遊ぶ

## 数字の意味

lab-explained = 数字の意味
lab-term-player-score = 強い側の得点率
lab-explain-first-score = 勝ちは1、引き分けは½と数えます。互角のプレイヤー同士で50%なら公平なゲームです。区間はウィルソンの95%区間で、真の値は20回に19回この中に入ります。
lab-explain-player-score = 異なる2人のプレイヤーの場合：強い方がどれだけ得点するか。50%を大きく上回るなら、そのゲームは深く読むほど報われます（スキルトレース）。
lab-explain-mover-score = パイルールあり：初手を指した者の得点率（交換でどちらの陣営になっても）。パイルールのもとではこれが先手の有利さで、50%に近ければルールがゲームを均衡させています。
lab-explain-swaps = パイルールあり：後手が自分の評価で初手に交換で応じた割合。
lab-explain-length = 1局の手数（片方が1回指すごとに1手）と、その平均の95%区間。
lab-explain-branching = すべての対局のすべての局面で、手番の側が指せる合法手の数：ゲームの広さを表します。
lab-explain-decided = コンピューターの評価で、最終的な勝者がそれ以降ずっと優勢を保つ手目。終局に近いほど、ゲームが長く決着しないということです。
lab-explain-lead-changes = 評価で優勢な側が入れ替わる回数：ドラマ、あるいは揺れ動くゲーム。
lab-explain-repetitions = 同じ局面が再び現れたために終わった対局の割合。
lab-explain-passes = パスだった手の割合。
lab-explain-exact = ダブルリングのみ：厳密なソルバー、または鏡の定理が開始局面について証明すること。

## レベル

lab-ladder = { $game }での各レベルのElo
lab-ladder-how = 各レベルは他のレベルおよびランダムな手（0とする）と対局し、レーティングはその対局に合わせて求めています（docs/strength.md）。上のプレイヤーはこれらのレベルです。

## The skill trace.

lab-trace-games = スキルトレース：組み合わせごとの対局数（0：なし）
lab-row-trace = { $other }に対する{ $player }
lab-value-trace = { $games }局で{ $score }
lab-term-trace = スキルトレース
lab-explain-trace = 各レベルが一つ下のレベルと先後を入れ替えて対局します（2対1、3対2、4対3）。深く読む側がどの深さでも勝ち続けるなら、そのゲームは先を読むほど報われます。得点率が50%に近づくなら、浅いか引き分けに近いゲームです。
lab-row-mover-score = 初手を指した側の得点率（交換後）
lab-row-swaps = 交換の割合
lab-exact-pie-first = 後手の勝ち：初期局面は先手側の勝ちで、交換でその側を取る
lab-exact-pie-second = 後手の勝ち：初期局面は後手側の勝ちで、そのまま持つ
