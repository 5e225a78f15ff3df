/** Realistic bilingual texts for the seed. */
export const CITIES: readonly (readonly [string, string])[] = [
  ['上海', 'Shanghai'], ['广州', 'Guangzhou'], ['北京', 'Beijing'], ['深圳', 'Shenzhen'], ['杭州', 'Hangzhou'], ['成都', 'Chengdu'],
  ['武汉', 'Wuhan'], ['南京', 'Nanjing'], ['苏州', 'Suzhou'], ['天津', 'Tianjin'], ['重庆', 'Chongqing'], ['西安', "Xi'an"],
];
export const COMPANY_WORDS: readonly (readonly [string, string])[] = [
  ['华通', 'Huatong'], ['嘉禾', 'Jiahe'], ['恒信', 'Hengxin'], ['联合', 'United'], ['万达', 'Wanda'], ['东方', 'Oriental'],
  ['新星', 'Nova'], ['长江', 'Changjiang'], ['金桥', 'Jinqiao'], ['瑞丰', 'Ruifeng'], ['百盛', 'Baisheng'], ['远航', 'Yuanhang'],
];
export const COMPANY_KINDS: readonly (readonly [string, string])[] = [
  ['商贸有限公司', 'Trading Co., Ltd.'], ['供应链管理有限公司', 'Supply Chain Co., Ltd.'], ['食品有限公司', 'Foods Co., Ltd.'],
  ['电子科技有限公司', 'Electronics Co., Ltd.'], ['日用品有限公司', 'Household Goods Co., Ltd.'], ['服饰有限公司', 'Apparel Co., Ltd.'],
];
export const CARRIERS: readonly (readonly [string, string])[] = [
  ['顺丰速运', 'SF Express'], ['中通快递', 'ZTO Express'], ['圆通速递', 'YTO Express'], ['韵达快递', 'Yunda Express'], ['京东物流', 'JD Logistics'],
  ['德邦物流', 'Deppon Logistics'], ['申通快递', 'STO Express'], ['中国邮政 EMS', 'China Post EMS'], ['安能物流', 'ANE Logistics'], ['百世快运', 'Best Freight'],
];
export const PRODUCTS: readonly (readonly [string, string, string])[] = [
  ['矿泉水 550ml', 'Mineral water 550 ml', 'FOOD'], ['红烧牛肉面', 'Braised beef noodles', 'FOOD'], ['纯牛奶 250ml×24', 'Whole milk 250 ml ×24', 'FOOD'],
  ['生抽酱油 500ml', 'Light soy sauce 500 ml', 'FOOD'], ['每日坚果 750g', 'Daily nuts 750 g', 'FOOD'], ['乌龙茶 500ml', 'Oolong tea 500 ml', 'FOOD'],
  ['洗衣液 2kg', 'Laundry liquid 2 kg', 'DAILY'], ['抽纸 3层×120抽', 'Tissues 3-ply ×120', 'DAILY'], ['牙膏 120g', 'Toothpaste 120 g', 'DAILY'],
  ['洗发水 400ml', 'Shampoo 400 ml', 'DAILY'], ['厨房湿巾', 'Kitchen wipes', 'DAILY'], ['蓝牙耳机', 'Bluetooth earphones', 'ELEC'],
  ['移动电源 10000mAh', 'Power bank 10000 mAh', 'ELEC'], ['USB-C 数据线 1m', 'USB-C cable 1 m', 'ELEC'], ['智能手环', 'Smart band', 'ELEC'],
  ['运动T恤', 'Sports T-shirt', 'APPAREL'], ['跑步鞋', 'Running shoes', 'APPAREL'], ['羽绒服', 'Down jacket', 'APPAREL'],
  ['棉袜 5双装', 'Cotton socks ×5', 'APPAREL'], ['布洛芬缓释胶囊', 'Ibuprofen capsules', 'MED'], ['医用口罩 50只', 'Medical masks ×50', 'MED'],
  ['创可贴 100片', 'Plasters ×100', 'MED'], ['维生素C片', 'Vitamin C tablets', 'MED'], ['酒精消毒液 500ml', 'Alcohol sanitiser 500 ml', 'MED'],
];
export const COLOURS = ['红', '蓝', '黑', '白', '灰'];
export const PEOPLE: readonly (readonly [string, string])[] = [
  ['张伟', 'Zhang Wei'], ['王芳', 'Wang Fang'], ['李娜', 'Li Na'], ['刘洋', 'Liu Yang'], ['陈静', 'Chen Jing'], ['杨磊', 'Yang Lei'],
  ['赵敏', 'Zhao Min'], ['黄强', 'Huang Qiang'], ['周杰', 'Zhou Jie'], ['吴婷', 'Wu Ting'], ['徐明', 'Xu Ming'], ['孙丽', 'Sun Li'],
  ['胡军', 'Hu Jun'], ['朱琳', 'Zhu Lin'], ['高峰', 'Gao Feng'], ['林涛', 'Lin Tao'], ['何静', 'He Jing'], ['郭亮', 'Guo Liang'],
  ['马超', 'Ma Chao'], ['罗敏', 'Luo Min'],
];
export const STREETS = ['浦东新区张江路', '天河区体育西路', '朝阳区建国路', '南山区科技园路', '西湖区文三路', '武侯区人民南路', '江汉区解放大道', '鼓楼区中山路'];
