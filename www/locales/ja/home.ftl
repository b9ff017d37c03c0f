# The home page (www/js/pages/home.js).

game-hook-double-ring = リングを2つ飛び越えてダブルを作り、最後に動いた人の勝ち。
game-summary-double-ring = 9×9の格子で遊ぶ紙と鉛筆のリングゲーム。5つのルールと3×3から19×19までの盤、終盤の厳密な解析つき。
game-hook-double-take = 敵の駒を挟んで取り、先に4つを奥の列へ。
game-summary-double-take = アンドリュー・パーキスの、2つの交差する点の網の上で挟んで取る競走ゲーム。
game-hook-king-of-rings = ナイトがリングを集め、持っている数だけ跳ぶ。
game-summary-king-of-rings = 1、3、5点のリングが並ぶ7×7の盤に、各7つのナイト。持ち手を取ればその山をすべて奪えます。得点の多い方の勝ち。
game-hook-one-ring = 42マスのチェス。指輪がはめた者を堕落させる。
game-summary-one-ring = ロバート・プライスのチェス変種。白が最初に駒を失うと「一つの指輪」が現れ、新しい動きを与え、取られたはめ手を堕落させ、白が破壊すれば白の勝ち。
game-hook-double-eighteen-stone = 広い盤に2組のチェスの軍勢と、入れ替えたり一列に押したりできる18個の灰色の石。
game-summary-double-eighteen-stone = デヴィッド・ショートの16×9マスのダブルチェス。キングは各1つ。駒を石と入れ替えるか、石の列を滑らせます。
game-hook-chess = おなじみのゲームを、FIDEのルールで。
game-summary-chess = 友だちやコンピューター（5段階）と対局し、棋譜を標準のPGNで保存できます。

home-title = 珍しいアブストラクトゲームを、ルールどおりに
home-lede = ゲームを開けばすぐに遊べます。5段階のコンピューターと、または1つの画面で2人で。初めてのゲームでも、本物の盤で学ぶレッスンで数分で覚えられ、エンジンが見つけたパズルで上達できます。
home-card-players = { $players }人用 · コンピューターまたは友だちと
home-card-in-progress = 対局中のゲーム：{ $moves }手
home-continue = 続ける
home-new-game = 新しいゲーム
    .title = コンピューター（レベル3）との新しいゲーム。対局中のゲームは保存されます
home-play-computer = コンピューターと対局
home-new-game-friend = この画面で友だちと新しいゲーム
home-play-friend = この画面で友だちと対局
home-play-far-away = 離れた友だちと対局
home-play-online = オンラインで対局
home-lobby = ロビー：募集中の対局
home-print = 白紙の盤を印刷
home-learn = 遊び方を学ぶ
home-lessons = レッスン
home-puzzles = パズル
home-lab = ラボ：新しいルールを試す
home-lessons-count = レッスン{ $count }個
home-lessons-done = レッスン：{ $count }個中{ $done }個完了
home-puzzles-count = パズル{ $count }問
home-puzzles-solved = パズル：{ $count }問中{ $solved }問正解

# The list of my games (my-games-list.js), on the home page.
play-my-games = 自分の対局
play-my-games-unreadable = 対局の一覧を読み込めませんでした。このブラウザのストレージに { $key } として取り分けてあります。
play-my-games-show-all = すべての対局を表示（{ $count }件）
play-my-game-in-progress = 対局中
play-my-game-draw = 引き分け
play-my-game-computer-won = コンピューターの勝ち
play-my-game-you-won = あなたの勝ち
play-my-game-won = { $player }の勝ち
play-my-game-finished = 終局
play-my-game-your-move = あなたの手番
play-my-game-waiting = { $player }の手番待ち
play-my-game-vs-friend-here = この画面で友だちと
play-my-game-vs-computer = コンピューター（レベル{ $level }）、あなたは{ $side }
play-my-game-vs-friend-link = リンクで友だちと、あなたは{ $side }
play-my-game-open = 開く
    .aria-label = { $date }の{ $game }の対局を開く
play-my-game-continue = 続ける
    .aria-label = { $date }の{ $game }の対局を続ける
play-my-game-delete = 削除
    .aria-label = { $date }の{ $game }の対局を削除

# A game's number of moves, in the list of my games.
play-moves = { $count }手
