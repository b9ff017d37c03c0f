# 引擎以代码告知页面的内容(www/js/i18n/engine-words.js):双方名称、对局结果、变体选项和错误。

## 双方名称(按游戏)

player-double-ring-first = 玩家 1
player-double-ring-second = 玩家 2
player-double-take-first = 红方
player-double-take-second = 绿方
player-king-of-rings-first = 白方
player-king-of-rings-second = 黑方
player-one-ring-first = 白方
player-one-ring-second = 黑方
player-double-eighteen-stone-first = 白方
player-double-eighteen-stone-second = 黑方
player-chess-first = 白方
player-chess-second = 黑方

## 对局如何结束

outcome-win = { $winner }获胜:{ $reason }
outcome-draw = 和棋:{ $reason }
outcome-checkmate = 将死
outcome-stalemate = 逼和:{ $stuck }无棋可走
outcome-no-move = { $stuck }无棋可走
outcome-resigned = { $player }认输
outcome-ring-destroyed = 魔戒被摧毁
outcome-dead-position = 双方都没有足以将死的子力
outcome-fifty-moves = 双方各走五十步无吃子也无兵的移动
outcome-repetition = 同一局面第三次出现
outcome-far-row = { $player }已有四子到达底线
outcome-no-four-left = 双方都已不足四子,无法到达底线
outcome-neither-can-move = 双方都无法移动
outcome-points-each = 双方各 { $points } 分;{ $end }
outcome-points = { $high } 分比 { $low } 分;{ $end }
outcome-end-both-passed = 双方都停着
outcome-end-repetition = 同一局面第三次出现
outcome-end-no-ring-left = 棋盘上已没有环

## 变体选项

option-double-ring-rule = 规则
option-double-ring-size = 棋盘大小
option-double-take-length = 棋盘
choice-double-ring-rule-skip2 = 跳二
choice-double-ring-rule-skip3 = 跳三
choice-double-ring-rule-odd = 跳奇数
choice-double-ring-rule-even = 跳偶数
choice-double-ring-rule-knight = 马步重叠
choice-double-take-length-8 = 8 × 8
choice-double-take-length-10 = 8 × 10

## 输入、链接或棋谱中的错误。冒号后的细节($why、$detail 等)来自引擎,为英文。

error-unknown-game = 未知游戏“{ $id }”(游戏:{ $known })
error-unknown-option = { $game }没有选项“{ $key }”(选项:{ $known })
error-bad-option-value = 选项“{ $key }”的值“{ $value }”无效:应为 { $expected }
error-malformed-option = 选项“{ $detail }”格式错误:应为 key=value
error-repeated-option = 选项“{ $detail }”重复给出
error-bad-position = 无效局面:{ $detail }
error-bad-move-syntax = 无效着法“{ $mv }”:{ $why }
error-unclear-move = “{ $mv }”指的是哪一步:{ $choices }?
error-not-understood = 无法把“{ $mv }”理解为着法:请输入类似 { $example } 的着法
error-illegal-move = { $player }的着法“{ $mv }”不合规则
error-game-over = 着法“{ $mv }”在对局结束之后({ $result })
error-bad-link = 无效链接:{ $detail }
error-bad-record = 无效棋谱,第 { $line } 行:{ $why }
error-bad-argument = 无效的{ $what }:{ $why }
