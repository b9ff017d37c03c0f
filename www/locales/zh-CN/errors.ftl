# The engine's errors (www/js/i18n/engine-words.js), loaded when one is to be shown.

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
