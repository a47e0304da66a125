import { describe, expect, it } from 'vitest';
import { detectEnvironment } from '../../../runtime/platform/environment';

const iosWechat = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';
const androidWechat = 'Mozilla/5.0 (Linux; Android 13; V2196A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0.5563.116 Mobile Safari/537.36 XWEB/1110017 MMWEBSDK/20231202 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';
const wxwork = 'Mozilla/5.0 (Linux; Android 12; M2012K11AC) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 wxwork/4.1.16 MicroMessenger/7.0.1 NetType/WIFI Language/zh';
const miniProgram = 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40(0x1800282a) NetType/4G Language/zh_CN miniProgram/wx1234567890';
const iosSafari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const desktopChrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

describe('detectEnvironment', () => {
  it('recognises WeChat on iOS and Android', () => {
    expect(detectEnvironment(iosWechat)).toEqual({ wechat: true, wechatWork: false, miniProgram: false, ios: true, android: false });
    expect(detectEnvironment(androidWechat)).toEqual({ wechat: true, wechatWork: false, miniProgram: false, ios: false, android: true });
  });

  it('recognises WeChat Work and mini-program web views as WeChat', () => {
    expect(detectEnvironment(wxwork)).toMatchObject({ wechat: true, wechatWork: true, miniProgram: false, android: true });
    expect(detectEnvironment(miniProgram)).toMatchObject({ wechat: true, wechatWork: false, miniProgram: true, ios: true });
  });

  it('sees ordinary browsers as outside WeChat', () => {
    expect(detectEnvironment(iosSafari)).toEqual({ wechat: false, wechatWork: false, miniProgram: false, ios: true, android: false });
    expect(detectEnvironment(desktopChrome)).toEqual({ wechat: false, wechatWork: false, miniProgram: false, ios: false, android: false });
    expect(detectEnvironment('')).toMatchObject({ wechat: false });
  });
});
