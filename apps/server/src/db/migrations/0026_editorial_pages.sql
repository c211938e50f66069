-- The store front's editorial data (issue 15): static pages and help
-- articles, hot topics (object type 108), the editor and admin roles and the
-- audit of every change made in the editor console.
--
-- Article bodies are plain text: a line '## …' is a heading, '- …' a list
-- item, a blank line ends a paragraph (the web renders them as text, never
-- as HTML).

CREATE TABLE user_roles (
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role       text NOT NULL CHECK (role IN ('editor', 'admin')),
  granted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, role)
);

-- Who changed what and when; kept when the account goes (user_id set null).
CREATE TABLE editorial_audit (
  id         bigserial PRIMARY KEY,
  user_id    bigint REFERENCES users (id) ON DELETE SET NULL,
  action     text NOT NULL,                 -- create · update · delete
  entity     text NOT NULL,                 -- banner · notice · hot-word · article · topic
  entity_id  bigint,
  summary    text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX editorial_audit_recent_idx ON editorial_audit (id DESC);

-- kind 'page': a static page named by slug (about, contact, business, privacy,
-- agreement, service); kind 'help': an article of the help centre.
CREATE TABLE editorial_articles (
  id         bigserial PRIMARY KEY,
  kind       text NOT NULL CHECK (kind IN ('page', 'help')),
  slug       text UNIQUE,
  title      text NOT NULL,
  summary    text NOT NULL DEFAULT '',
  body       text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  enabled    boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX editorial_articles_kind_idx ON editorial_articles (kind, sort_order, id);

CREATE TABLE topics (
  id         bigserial PRIMARY KEY,
  slug       text UNIQUE,
  title      text NOT NULL,
  summary    text NOT NULL DEFAULT '',
  body       text NOT NULL DEFAULT '',
  cover_url  text NOT NULL DEFAULT '',
  sort_order integer NOT NULL DEFAULT 0,
  enabled    boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The books, courses and audio a topic links to, in the editor's order.
CREATE TABLE topic_contents (
  topic_id   bigint NOT NULL REFERENCES topics (id) ON DELETE CASCADE,
  content_id bigint NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  sort_order integer NOT NULL DEFAULT 0,
  PRIMARY KEY (topic_id, content_id)
);

-- The texts Moyue publishes; editors change them in /admin.
INSERT INTO editorial_articles (kind, slug, title, summary, sort_order, body) VALUES
('page', 'about', '关于我们', '墨阅是面向读者与图书馆的中文数字阅读平台。', 2, $t$墨阅（Moyue）是一个面向个人读者、高校与公共图书馆的中文数字阅读平台，收录古籍整理本、经典文学、学术著作、有声书与课程，在网页与移动端提供检索、阅读、听书与学习服务。

## 我们做什么
- 资源检索：按书名、作者、出版社、ISBN 检索图书，并可在正文中全文检索、按问题检索相关段落。
- 在线阅读：EPUB 与 PDF 在浏览器中直接阅读，书签、阅读进度在多端同步。
- 机构服务：为高校、公共图书馆、职业院校开通机构资源，成员在校园网内或完成机构认证后即可阅读馆藏资源。
- 阅读推广：书单、热点专题、阅读排行与积分任务，帮助读者找到下一本好书。

## 我们的资源
平台上的全部资源均来自出版单位或已进入公有领域的作品，由出版单位授权发行；墨阅尊重并保护著作权。

## 联系我们
如需了解机构合作，请查看“商务合作”；阅读中遇到问题，请访问“帮助中心”或“联系客服”。$t$),
('page', 'contact', '联系我们', '客服电话、邮箱与办公地址。', 3, $t$我们很乐意听到您的声音。

## 读者服务
- 客服电话：400-000-0000（工作日 9:00–18:00）
- 客服邮箱：service@moyue.example
- 在线反馈：登录后在“个人中心 › 问题与反馈”提交，我们会在 3 个工作日内答复。

## 机构服务
- 机构开通、IP 范围变更、认证审核：org@moyue.example
- 图书馆馆员可在工作日联系机构服务专员，获取使用统计与培训支持。

## 办公地址
北京市海淀区示范路 1 号 墨阅数字阅读中心（邮编 100000）

以上联系方式为演示数据，部署时请由编辑在后台改为实际信息。$t$),
('page', 'business', '商务合作', '出版单位、图书馆与院校的合作方式。', 4, $t$墨阅与出版单位、图书馆、院校及阅读推广机构合作，共同建设数字阅读服务。

## 出版单位
- 电子书、有声书与课程的数字发行，按读者实际阅读结算；
- 提供试读比例、价格与授权范围的设置，资源加密存储、按设备授权阅读。

## 图书馆与院校
- 机构资源开通：按 IP 范围识别校园网，支持机构认证、CARSI 与统一身份认证登录；
- 馆藏资源、荐购与书单：读者荐购的图书汇总给馆员，教师可为学生创建推荐书单；
- 阅读推广：热点专题、阅读排行与积分活动可按机构开展。

## 联系方式
商务合作邮箱：bd@moyue.example。请在邮件中说明单位名称、合作方向与联系人，我们会在 5 个工作日内回复。$t$),
('page', 'service', '联系客服', '客服时间与常见问题入口。', 5, $t$客服工作时间：工作日 9:00–18:00。

## 联系方式
- 客服电话：400-000-0000
- 客服邮箱：service@moyue.example

## 提交问题前
很多问题在帮助中心已有解答：如何试读、如何认证机构、如何荐购图书、如何签到领积分、忘记密码怎么办。

## 反馈时请附上
- 您的登录账号（手机号可隐去中间四位）；
- 出现问题的页面地址与时间；
- 所用的浏览器或 App 版本，必要时附截图。$t$),
('page', 'privacy', '墨阅隐私政策（模板）', '依据《中华人民共和国个人信息保护法》说明我们如何处理您的个人信息。', 10, $t$【模板】本隐私政策为墨阅平台的模板文本，正式上线前须由运营主体依据实际业务、经法务审核后发布。

更新日期：2026 年 11 月 1 日　生效日期：2026 年 11 月 1 日

墨阅（以下简称“我们”）深知个人信息对您的重要性。我们依据《中华人民共和国个人信息保护法》《中华人民共和国网络安全法》《中华人民共和国数据安全法》等法律法规，遵循合法、正当、必要和诚信原则处理您的个人信息。

## 一、我们处理的个人信息
- 注册与登录：手机号码、电子邮箱、密码（仅保存不可逆的摘要）、短信验证码；
- 机构认证：所属机构、院系、学号或工号、身份（学生、教师、读者），用于确认您可阅读的机构资源；
- 使用记录：检索记录、浏览足迹、阅读进度、书签、书架、评论、荐购与积分记录，用于同步阅读进度与提供您要求的功能；
- 设备信息：设备标识、IP 地址与浏览器类型，用于请求签名、安全风控与识别机构网络。
我们不会处理与提供服务无关的个人信息。

## 二、敏感个人信息
我们不要求您提供身份证件号码、生物识别等敏感个人信息。如某项功能确需处理，我们将单独告知目的与必要性，并取得您的单独同意。

## 三、我们如何使用个人信息
仅用于：提供阅读与检索服务；机构资源授权与认证；保障账号与交易安全；依法履行义务。使用记录用于生成排行时，仅以统计后的形式出现，不显示您的身份。

## 四、委托处理、共享、转让与公开披露
- 您所在的机构可查看其成员的认证状态与汇总使用统计；
- 短信通道服务商受托发送验证码，我们与其约定处理目的与保护义务；
- 除法律法规规定外，未经您的单独同意，我们不会向第三方提供、公开您的个人信息。

## 五、存储与保护
您的个人信息存储于中华人民共和国境内。我们采取加密传输与存储、访问权限控制、操作审计等措施保护您的信息。账号注销后，我们将在 15 个工作日内删除或匿名化处理您的个人信息，法律另有规定的除外。

## 六、您的权利
您有权查阅、复制、更正、补充、删除您的个人信息，有权撤回同意、注销账号，并有权要求我们解释个人信息处理规则。您可在“个人中心 › 账号设置”中操作，或通过 service@moyue.example 联系我们，我们将在 15 个工作日内答复。

## 七、未成年人保护
不满十四周岁的未成年人使用本服务，应当取得其父母或其他监护人的同意。我们按照《儿童个人信息网络保护规定》处理儿童个人信息。

## 八、本政策的更新
政策发生重大变化时，我们将以站内公告或弹窗方式通知您。

## 九、联系我们
个人信息保护负责人邮箱：privacy@moyue.example；地址：北京市海淀区示范路 1 号。如您认为我们的处理损害了您的合法权益，可向履行个人信息保护职责的部门投诉、举报。$t$),
('page', 'agreement', '墨阅用户服务协议（模板）', '使用墨阅服务前请阅读的协议。', 11, $t$【模板】本协议为墨阅平台的模板文本，正式上线前须由运营主体依据实际业务、经法务审核后发布。

更新日期：2026 年 11 月 1 日

欢迎使用墨阅。您在注册、登录或使用墨阅服务前，请仔细阅读本协议，特别是以加粗或下划线标示的免除或限制责任的条款。您点击同意或实际使用服务，即表示您已阅读并同意本协议。

## 一、账号
- 您应使用本人的手机号码或电子邮箱注册，并妥善保管密码；因您保管不善造成的损失由您承担。
- 依据《中华人民共和国网络安全法》，我们需要您绑定手机号码以完成真实身份信息认证。
- 机构认证的信息应当真实；机构资源仅供认证机构的成员在认证有效期内使用。

## 二、数字内容的使用
- 平台上的电子书、有声书与课程由出版单位授权发行，您获得的是在本平台内阅读、收听的许可，不是作品的著作权。
- 您不得以下载、截屏汇编、破解加密等方式复制、传播平台内容，不得将账号出借给他人使用。
- 未购买或未获得机构授权的资源，您可以按出版单位设定的比例试读。

## 三、用户发布的内容
您发布的评论、荐购理由与书单应当遵守法律法规和公序良俗，不得侵犯他人的合法权益。我们有权对违法违规内容采取删除、屏蔽等措施。

## 四、积分与虚拟物品
积分、阅读卡片等仅限在本平台使用，不可兑换现金，不可转让；以作弊方式获得的积分，我们有权收回。

## 五、服务的变更与中止
我们可能因系统维护、升级或法律法规要求暂停部分服务，并尽可能提前通知。您违反本协议的，我们有权限制或终止向您提供服务。

## 六、个人信息保护
我们依据《墨阅隐私政策》处理您的个人信息，该政策是本协议的组成部分。

## 七、法律适用与争议解决
本协议适用中华人民共和国法律（不含冲突法）。因本协议产生的争议，双方应友好协商；协商不成的，任一方可向运营主体所在地有管辖权的人民法院提起诉讼。$t$),
('help', 'trial-reading', '如何试读一本书？', '未购买的图书可按出版单位设定的比例免费试读。', 1, $t$每本电子书都可以免费试读一部分，比例由出版单位设定（在详情页的“试读”旁显示）。

## 开始试读
- 在资源检索或首页找到图书，进入详情页；
- 点击“试读”或“阅读 EPUB / 阅读 PDF”，阅读器会在新标签页打开；
- 读到试读范围的末尾，会看到“试读结束”页。

## 想读全书？
- 所在机构已购买：在校园网内访问，或在“个人中心 › 绑定机构”完成机构认证后，即可阅读全书；
- 个人已购买：登录购买时的账号，在“已购资源”中打开；
- 都没有：可以在详情页“荐购”给您的图书馆。

全文检索命中试读范围之外的段落时，阅读器会提示“该章节不在试读范围内”，并给出上述阅读方式。$t$),
('help', 'certify-organization', '如何认证我的机构？', '绑定并认证学校或图书馆，阅读机构购买的资源。', 2, $t$认证机构后，您在校外也能阅读机构购买的资源。

## 认证步骤
- 登录后进入“个人中心 › 绑定机构”；
- 搜索并选择您的学校或图书馆，填写院系、学号或工号等信息；
- 提交后由机构审核，审核通过即为“已认证”。

## 其他方式
- 在机构的 IP 范围内（如校园网）访问，页头会显示“您正在使用 XX 的网络”，无需认证即可阅读馆藏资源；
- 支持 CARSI 与机构统一身份认证的学校，可在登录页选择“机构登录”。

## 认证到期
认证有效期内页头会在到期前提醒“认证即将到期”，请按提示重新认证。$t$),
('help', 'recommend-book', '如何向图书馆荐购图书？', '把想读的书推荐给您所在机构的图书馆。', 3, $t$遇到机构尚未购买的好书，您可以荐购给图书馆。

## 荐购步骤
- 绑定并认证机构后，打开图书详情页；
- 点击“荐购”，选择荐购理由，按机构要求填写姓名、院系等信息；
- 提交后可在“个人中心 › 我的荐购”查看。

## 说明
- 每本书您只保留一条荐购，再次提交会替换上一次；
- 机构购买后，您会在“我的消息”收到通知。

教师还可以在“推荐书单”中为学生创建书单。$t$),
('help', 'sign-in', '如何登录和注册？', '手机号、密码、短信验证码与机构登录。', 4, $t$## 注册
点击页头的“注册”，填写手机号、短信验证码并设置密码（8 至 20 位，包含字母和数字）。

## 登录
- 账号密码登录：手机号或邮箱加密码；
- 手机动态码登录：输入手机号获取短信验证码；
- 机构登录：CARSI、学校统一身份认证；
- 微信登录。

## 忘记密码
在登录页点击“忘记密码”，通过手机号或邮箱验证码重设密码。

## 登录已过期
长时间未操作或在其他设备退出后，页面会提示“登录已过期，请重新登录”，重新登录后会回到原页面。$t$),
('help', 'points', '积分怎么获得、有什么用？', '每日签到、完成任务获得积分。', 5, $t$## 获得积分
- 每日签到：在首页或“个人中心 › 我的积分”点击“签到”，每天一次，连续签到有额外奖励；
- 完成任务：认证机构、完善资料、阅读与分享等任务完成后领取积分。

## 查看积分
“个人中心 › 我的积分”显示当前积分、任务列表与积分明细。

## 使用规则
积分仅限本平台使用，不可兑换现金或转让；以作弊方式获得的积分将被收回。具体规则见“积分规则”页。$t$),
('help', 'reading-devices', '在哪些设备上阅读？进度会同步吗？', '网页、手机与阅读进度同步。', 6, $t$墨阅支持在电脑与手机浏览器中阅读，也可在墨阅 App 中使用。

## 进度与书签
登录同一账号后，阅读进度、书签与书架在各设备间同步。

## 浏览器建议
请使用最新版的 Chrome、Edge、Firefox 或 Safari；使用双核浏览器时请切换到极速模式。$t$);
