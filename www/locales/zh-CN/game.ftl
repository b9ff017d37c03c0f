# Words of the area 'game' (www/js/i18n/i18n.js: needWords).
# 对局页面。$player、$other、$result、$why、$error、$move 来自引擎(暂为英文)。

## 棋盘上方的状态行

game-to-move = 轮到{ $player }走棋
game-computer-to-move = 轮到{ $player }（电脑）走棋
game-waiting-for = 等待{ $player }走棋
game-to-move-yours = 轮到{ $player }走棋：该你了
game-computer-thinking = 电脑思考中
game-cannot-move = { $player }无棋可走：{ $other }再走一次
game-passed = （{ $player }停一手）
game-status-note = 。
game-looking-back-start = 正在回看开局：电脑在等待。按 End 键或点击最后一步即可继续。
game-looking-back = 正在回看第 { $ply } 步（{ $move }）：电脑在等待。按 End 键或点击最后一步即可继续。
game-computer-played = 电脑走了 { $move }
game-pass = { $player }停一手
game-move-now = 立即走棋
    .title = 走出目前找到的最佳着法
game-computer-play = 电脑，从这里开始走

## 棋盘和着法输入框

game-board =
    .aria-label = 棋盘
game-board-status =
    .aria-label = { $game }棋盘。{ $status }。在下方输入着法即可走棋。
game-promote-to =
    .aria-label = 升变为
game-play = 走棋
game-friends-turn = 现在轮到{ $player }：你的朋友走棋后会把链接发给你。
game-computers-turn-thinking = 现在轮到电脑：等它走棋，或按“{ game-move-now }”。
game-computers-turn-waiting = 现在轮到电脑：按“{ game-computer-play }”让它走棋。

## 控制按钮

game-undo = ↶ 悔棋
    .title = 收回一步（←）
game-redo = 重走 ↷
    .title = 再走一次这一步（→）
game-hint = 提示
    .title = 电脑的建议，画在棋盘上
game-copy-link = 复制链接
game-link-copied = 链接已复制
game-copy-prompt = 复制此链接：
game-flip = ⇅ 翻转
    .title = 把棋盘转过来（保存在链接中）
game-zoom = 放大棋盘
    .title = 放大显示棋盘，可滚动查看
game-fit = 还原棋盘
    .title = 放大显示棋盘，可滚动查看
game-resign = 认输
game-resign-confirm-you = 确认：你认输
game-resign-confirm = 确认：{ $player }认输
game-review = 复盘这局
game-analysis-board = 分析棋盘
game-learn-link = 第一次玩？5 分钟学会
game-puzzles-link = 谜题
game-solve = <strong>求解</strong> · 显示双方都走最佳着法时谁从这里获胜，以及获胜的着法
game-moves = 着法
game-moves-list =
    .aria-label = 着法
    .data-empty = 还没有着法。
game-go-to-move = 转到第 { $ply } 步
game-record = 棋谱
game-rules = 规则
game-print-paper = 打印出来用纸笔下
game-print = 打印
game-print-blank = 打印空白棋盘
game-print-position = 打印此局面
game-page-title = { $game } · ringboard

## 玩家栏

game-role-you = 你
game-role-friend = 朋友（通过链接）
game-role-computer = 电脑，{ $level } 级

## 结果

game-draw = 和棋
game-you-win = 你赢了
game-friend-wins = 你的朋友赢了
game-computer-wins = 电脑赢了（{ $level } 级）
game-player-wins = { $player }获胜
game-rematch = 再来一局：你执{ $side ->
        [first] 先手
       *[second] 后手
    }
game-new-game = 新对局
game-result-undo = 悔棋
game-close-result =
    .title = 关闭，以研究最终局面（结果仍显示在棋盘上方）
    .aria-label = 关闭结果

## 新对局

game-start-new = 开始新对局
game-confirm-new =
    .aria-label = 开始新对局？
game-confirm-new-text = 有一局正在进行（{ $count } 步）。要开始新的一局吗？你的对局会保留：可以恢复。
game-confirm-new-yes = 是，开始新对局
game-keep-playing = 继续下棋
game-opponent = 对手
game-versus-friend = 同屏的朋友
game-versus-computer = 电脑
game-versus-link = 朋友（通过链接）
game-versus-online = 在线对弈
game-you-play = 你执
game-side-first = 先手（{ $player }）
game-side-second = 后手（{ $player }）
game-side-random = 任意，抽签决定
game-level-label = 级别
game-level = { $level } 级
game-level-rated = { $level } 级，约 { $rating }
-game-elo-stockfish = 与其他级别及 Stockfish 对局测得的 Elo，按 Stockfish 的标尺
-game-elo-levels = 与其他级别对局测得的 Elo，随机走棋 = 0
game-level-scale =
    .title = { $scale ->
        [stockfish] { -game-elo-stockfish }
       *[levels] { -game-elo-levels }
    }
game-level-description = { $description }。在{ $game }中约 { $rating }（{ $scale ->
        [stockfish] { -game-elo-stockfish }
       *[levels] { -game-elo-levels }
    }）。
game-link-description = 你们各自在自己的设备上下：每走一步，就把链接发给朋友，朋友走完再发回来。

## 通知:保留的对局、链接、保存的对局

game-new-started = 新对局已开始。你之前的对局（{ $count } 步）已保留。
game-record-opened = 棋谱已打开。你之前的对局（{ $count } 步）已保留。
game-restore-previous = 恢复之前的对局
game-restore-my-game = 恢复我的对局
game-restore-last-game = 恢复你上次的对局
game-other-game-kept = 你另一局进行中的对局已保留。
game-link-opened-new = 此链接打开了一局新对局。你进行中的对局已保留。
game-link-unreadable = 无法打开此链接（{ $error }）。已改为开始新对局。
game-link-move-refused = 此链接的第 { $number } 步（{ $move }）被拒绝：{ $why }。对局{ $number ->
        [1] 从开局打开
       *[other] 打开到第 { $previous } 步
    }，链接已更正。
game-saved-unreadable = 无法恢复你保存的对局（{ $error }）。已开始新对局。
game-saved-kept-aside = 它已另存在此浏览器的存储中，名为 { $key }。
game-show-saved-text = 显示保存的文本
game-saved-text-prompt = 无法读取的已保存对局：
game-kept-unreadable = 无法恢复保留的对局（{ $error }）。
game-storage-off = 此浏览器不保存对局（存储已满或已关闭，例如隐私浏览模式）。你可以继续下；要保留对局，请复制它的链接。

## 通过链接与朋友对局

game-link-you-play = 链接对局：你执{ $player }。
game-link-played = { $player }走了 { $move }，
game-link-played-last = { $player }走了 { $move }。
game-link-waiting = 等待{ $player }走棋。
game-link-your-move = 该你走了。
game-link-result = { $result }。
game-link-parts = 此链接不是你这局链接对局的延续：两者在第 { $number } 步分开。现在显示的是你的对局；要保留哪一局？另一局会另存。
game-link-taken-back = 此链接又走了已收回的 { $move }。现在显示的是你的对局；要保留哪一局？另一局会另存。
game-link-older = { $number ->
        [0] 此链接是你这局链接对局开始时的局面，比这里的对局更早。你的对局已经走得更远，予以保留。
       *[other] 此链接是你这局链接对局第 { $number } 步时的局面，比这里的对局更早。你的对局已经走得更远，予以保留。
    }
game-keep-links-game = 保留链接中的对局
game-keep-my-game = 保留我的对局
game-send-move = 发送你的着法
game-send-again = 再次发送链接
game-send-result = 发送结果
game-send-invitation = 发送邀请
game-link-sent = 已发送。你的朋友走棋后会把链接发回来。
game-link-copied-to-send = 已复制：粘贴到消息里发给你的朋友。
game-link-copy-prompt = 复制以下内容并发给你的朋友：
game-undo-ask = ↶ 请求悔棋
    .title = 这步已经发出：能否收回由你的朋友决定（←）
game-takeback-asked-here = 你请求收回 { $move }：由你的朋友决定。
game-send-takeback = 发送请求
game-takeback-withdraw = 撤回
game-link-takeback-asked = { $player } 请求收回 { $move }。
game-takeback-agree = 同意收回
game-takeback-refuse = 拒绝
game-takeback-refused = 你拒绝了：这步保留。该你走了。
game-send-takeback-granted = 发送：这步已收回
game-link-takeback-granted = { $player } 同意了：{ $move } 已收回。该你走了。
game-share-takeback = 我能收回在{ $game }中的上一步吗？（第 { $number } 步）：
game-share-taken-back = 按你的请求，我收回了你在{ $game }中的那步。该你走了（第 { $number } 步）：
game-share-your-move = { $game }：轮到你了（第 { $number } 步）：
game-share-over = 我们的{ $game }对局结束了：{ $result }（第 { $number } 步）：

# 电脑各级别的说明（新游戏面板）。
game-level-description-1 = 入门：只看一步和随后的吃子，常常判断失误
game-level-description-1-deeper = 入门：看{ $plies }步（自己的走法和对方的应着），常常判断失误
game-level-description-2 = 休闲：看两步，吃子算到底，走法有变化
game-level-description-2-deeper = 休闲：看{ $plies }步，走法有变化
game-level-description-3 = 俱乐部：每步搜索约 6 万个局面（远不到一秒）
game-level-description-4 = 强：每步搜索约 25 万个局面
game-level-description-5 = 最强：每步最多 3 秒，尽可能深地搜索
game-level-description-3-positions = 俱乐部：每步搜索约 { $positions } 个局面（远不到一秒）
game-level-description-4-positions = 强：每步搜索约 { $positions } 个局面
game-swap = 交换双方
game-swapped-after-first = 第一步之后，双方交换了阵营
game-link-swapped = 你的朋友以交换回应了第一步：你现在执{ $player }。
game-swapped-line = 交换：双方互换了阵营
game-swapped-label = 交换
game-computer-swapped = 电脑选择交换：它执先走的一方，现在轮到你走
