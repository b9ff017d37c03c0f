# Words of the area 'game' (www/js/i18n/i18n.js: needWords).
# ゲームのページ。$player、$other、$result、$why、$error、$move はエンジンの言葉(英語のまま)。

## 盤の上の状況表示

game-to-move = { $player }の手番
game-computer-to-move = { $player }（コンピューター）の手番
game-waiting-for = { $player }の手を待っています
game-to-move-yours = { $player }の手番：あなたの番です
game-computer-thinking = コンピューターが考え中
game-cannot-move = { $player }は指せる手がありません：{ $other }がもう一度指します
game-passed = （{ $player }はパス）
game-status-note = 。
game-looking-back-start = 開始局面を見ています：コンピューターは待っています。Endキーを押すか、最後の手をクリックすると続きます。
game-looking-back = { $ply }手目（{ $move }）を見ています：コンピューターは待っています。Endキーを押すか、最後の手をクリックすると続きます。
game-computer-played = コンピューターの手：{ $move }
game-pass = { $player }はパス
game-move-now = すぐに指す
    .title = これまでに見つけた最善手を指します
game-computer-play = コンピューター、ここから指して

## 盤と手の入力欄

game-board =
    .aria-label = ゲーム盤
game-board-status =
    .aria-label = { $game }の盤。{ $status }。下の欄に手を入力して指せます。
game-promote-to =
    .aria-label = プロモーション先
game-play = 指す
game-friends-turn = { $player }の番です：友だちが指して、リンクを送ってくれます。
game-computers-turn-thinking = コンピューターの番です：指すのを待つか、「{ game-move-now }」を押してください。
game-computers-turn-waiting = コンピューターの番です：「{ game-computer-play }」を押すと指します。

## 操作ボタン

game-undo = ↶ 待った
    .title = 1手戻す（←）
game-redo = やり直し ↷
    .title = その手をもう一度指す（→）
game-hint = ヒント
    .title = コンピューターのおすすめの手を盤上に表示
game-copy-link = リンクをコピー
game-link-copied = コピーしました
game-copy-prompt = このリンクをコピーしてください：
game-flip = ⇅ 反転
    .title = 盤の向きを反転する（リンクに残ります）
game-zoom = 盤を拡大
    .title = 盤を大きく表示してスクロールする
game-fit = 盤を元に戻す
    .title = 盤を大きく表示してスクロールする
game-resign = 投了
game-resign-confirm-you = 確認：投了する
game-resign-confirm = 確認：{ $player }が投了
game-review = この対局を振り返る
game-analysis-board = 検討盤
game-learn-link = 初めてですか？　5分で覚えましょう
game-puzzles-link = パズル
game-solve = <strong>解析</strong> · 双方が最善を尽くしたとき、ここからどちらが勝つかと勝ちの手を表示
game-moves = 指し手
game-moves-list =
    .aria-label = 指し手
    .data-empty = まだ指し手はありません。
game-go-to-move = { $ply }手目へ
game-record = 棋譜
game-rules = ルール
game-print-paper = 紙とペンで遊ぶために印刷
game-print = 印刷
game-print-blank = 白紙の盤を印刷
game-print-position = この局面を印刷
game-page-title = { $game } · ringboard

## プレイヤーの欄

game-role-you = あなた
game-role-friend = 友だち（リンク）
game-role-computer = コンピューター、レベル{ $level }

## 結果

game-draw = 引き分け
game-you-win = あなたの勝ち
game-friend-wins = 友だちの勝ち
game-computer-wins = コンピューターの勝ち（レベル{ $level }）
game-player-wins = { $player }の勝ち
game-rematch = 再戦：あなたが{ $side ->
        [first] 先手
       *[second] 後手
    }
game-new-game = 新しいゲーム
game-result-undo = 待った
game-close-result =
    .title = 閉じて最終局面を調べる（結果は盤の上に残ります）
    .aria-label = 結果を閉じる

## 新しいゲーム

game-start-new = 新しいゲームを始める
game-confirm-new =
    .aria-label = 新しいゲームを始めますか？
game-confirm-new-text = 対局中のゲームがあります（{ $count }手）。新しいゲームを始めますか？　今のゲームは保存され、あとで戻せます。
game-confirm-new-yes = はい、新しいゲームを始める
game-keep-playing = 対局を続ける
game-opponent = 対戦相手
game-versus-friend = この画面で友だちと
game-versus-computer = コンピューター
game-versus-link = 友だちとリンクで
game-versus-online = オンラインで対局
game-you-play = あなたの側
game-side-first = 先手（{ $player }）
game-side-second = 後手（{ $player }）
game-side-random = どちらか（くじ引き）
game-level-label = レベル
game-level = レベル{ $level }
game-level-rated = レベル{ $level }、約{ $rating }
-game-elo-stockfish = 他のレベルおよびStockfishとの対局で測ったElo、Stockfishの尺度
-game-elo-levels = 他のレベルとの対局で測ったElo、ランダムな手 = 0
game-level-scale =
    .title = { $scale ->
        [stockfish] { -game-elo-stockfish }
       *[levels] { -game-elo-levels }
    }
game-level-description = { $description }。{ $game }で約{ $rating }（{ $scale ->
        [stockfish] { -game-elo-stockfish }
       *[levels] { -game-elo-levels }
    }）。
game-link-description = それぞれ自分の端末で遊びます：1手指すたびにリンクを友だちに送り、友だちが指して送り返します。

## 通知: 保存したゲーム、リンク

game-new-started = 新しいゲームを始めました。前のゲーム（{ $count }手）は保存されています。
game-record-opened = 棋譜を開きました。前のゲーム（{ $count }手）は保存されています。
game-restore-previous = 前のゲームに戻す
game-restore-my-game = 自分のゲームに戻す
game-restore-last-game = 最後のゲームに戻す
game-other-game-kept = 対局中だったもう一つのゲームは保存されています。
game-link-opened-new = このリンクで新しいゲームを開きました。対局中のゲームは保存されています。
game-link-unreadable = このリンクを開けませんでした（{ $error }）。代わりに新しいゲームを始めました。
game-link-move-refused = このリンクの{ $number }手目（{ $move }）は受け付けられませんでした：{ $why }。ゲームは{ $number ->
        [1] 開始局面
       *[other] { $previous }手目までの局面
    }で開き、リンクは修正されています。
game-saved-unreadable = 保存したゲームを復元できませんでした（{ $error }）。新しいゲームを始めました。
game-saved-kept-aside = このブラウザーのストレージに { $key } として取り置いてあります。
game-show-saved-text = 保存されたテキストを表示
game-saved-text-prompt = 読み込めなかった保存ゲーム：
game-kept-unreadable = 取り置いたゲームを復元できませんでした（{ $error }）。
game-storage-off = このブラウザーはゲームを保存できません（ストレージがいっぱいか、プライベートブラウズなどで無効になっています）。このまま遊べます。ゲームを残すにはリンクをコピーしてください。

## リンクで友だちと対局

game-link-you-play = リンクで対局：あなたは{ $player }です。
game-link-played = { $player }が{ $move }、
game-link-played-last = { $player }が{ $move }を指しました。
game-link-waiting = { $player }の手を待っています。
game-link-your-move = あなたの番です。
game-link-result = { $result }。
game-link-parts = このリンクはあなたのリンク対局の続きではありません：{ $number }手目で分かれています。表示しているのはあなたのゲームです。どちらを残しますか？　もう一方は取り置かれます。
game-link-taken-back = このリンクは、戻された{ $move }をもう一度指しています。表示しているのはあなたのゲームです。どちらを残しますか？　もう一方は取り置かれます。
game-link-older = { $number ->
        [0] このリンクはあなたのリンク対局の開始時点で、ここにある対局より前のものです。先まで進んでいるあなたの対局をそのまま残します。
       *[other] このリンクはあなたのリンク対局の{ $number }手目の時点で、ここにある対局より前のものです。先まで進んでいるあなたの対局をそのまま残します。
    }
game-keep-links-game = リンクのゲームを残す
game-keep-my-game = 自分のゲームを残す
game-send-move = 手を送る
game-send-again = もう一度リンクを送る
game-send-result = 結果を送る
game-send-invitation = 招待を送る
game-link-sent = 送りました。友だちが指して、リンクを送り返してくれます。
game-link-copied-to-send = コピーしました：メッセージに貼り付けて友だちに送ってください。
game-link-copy-prompt = これをコピーして友だちに送ってください：
game-undo-ask = ↶ 待ったを頼む
    .title = この手はもう送りました：戻してよいかは相手が決めます（←）
game-takeback-asked-here = { $move }を戻したいと頼みます：相手が決めます。
game-send-takeback = 頼みを送る
game-takeback-withdraw = 取り下げる
game-link-takeback-asked = { $player }が{ $move }を戻したいと頼んでいます。
game-takeback-agree = 戻させる
game-takeback-refuse = 断る
game-takeback-refused = 断りました：手はそのままです。あなたの番です。
game-send-takeback-granted = 送る：手を戻しました
game-link-takeback-granted = { $player }が承知しました：{ $move }は戻されました。あなたの番です。
game-share-takeback = { $game }で最後の手を戻してもいいですか？（{ $number }手目）：
game-share-taken-back = 頼まれたとおり、{ $game }のあなたの手を戻しました。あなたの番です（{ $number }手目）：
game-share-your-move = { $game }であなたの番です（{ $number }手目）：
game-share-over = { $game }の対局が終わりました：{ $result }（{ $number }手）：

# コンピューターのレベルの説明（新しいゲームのパネル）。
game-level-description-1 = 初級：1手先と、それに続く駒取りだけを読み、よく判断を誤る
game-level-description-1-deeper = 初級：自分の手と相手の応手を{ $plies }手先まで読むが、よく判断を誤る
game-level-description-2 = カジュアル：駒取りを読み切りながら2手先まで読み、指し手に変化をつける
game-level-description-2-deeper = カジュアル：{ $plies }手先まで読み、指し手に変化をつける
game-level-description-3 = クラブ：1手につき約6万局面を探索（1秒未満）
game-level-description-4 = 強い：1手につき約25万局面を探索
game-level-description-5 = 最強：1手につき最長3秒、読めるかぎり深く探索
game-level-description-3-positions = クラブ：1手につき約{ $positions }局面を探索（1秒未満）
game-level-description-4-positions = 強い：1手につき約{ $positions }局面を探索
game-swap = 手番を交換
game-swapped-after-first = 初手の後、両者は陣営を交換しました
game-link-swapped = 相手は初手に交換で応じました。あなたは今{ $player }を持っています。
game-swapped-line = 交換：両者が陣営を入れ替えました
game-swapped-label = 交換
game-computer-swapped = コンピューターが交換しました：先に指した側を持ち、あなたの番です
