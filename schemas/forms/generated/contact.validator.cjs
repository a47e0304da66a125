"use strict";
exports["23022126"] = validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","title":"联系信息","description":"电子保单、保全变更和理赔进度通知将发送至以下联系方式。","type":"object","required":["email","address"],"properties":{"email":{"type":"string","title":"电子邮箱","format":"email","maxLength":50},"mobile":{"type":"string","title":"手机号码","pattern":"^1\\d{10}$"},"province":{"type":"string","title":"所在省份","enum":["北京市","上海市","广东省","江苏省","浙江省","四川省"]},"city":{"type":"string","title":"所在城市"},"address":{"type":"string","title":"详细地址","minLength":5,"maxLength":100},"postalCode":{"type":"string","title":"邮政编码","pattern":"^\\d{6}$"}},"allOf":[{"if":{"properties":{"province":{"const":"北京市"}},"required":["province"]},"then":{"required":["city"],"properties":{"city":{"enum":["东城区","西城区","朝阳区","海淀区","丰台区"]}}}},{"if":{"properties":{"province":{"const":"上海市"}},"required":["province"]},"then":{"required":["city"],"properties":{"city":{"enum":["黄浦区","徐汇区","静安区","浦东新区","闵行区"]}}}},{"if":{"properties":{"province":{"const":"广东省"}},"required":["province"]},"then":{"required":["city"],"properties":{"city":{"enum":["广州市","深圳市","珠海市","佛山市","东莞市"]}}}},{"if":{"properties":{"province":{"const":"江苏省"}},"required":["province"]},"then":{"required":["city"],"properties":{"city":{"enum":["南京市","苏州市","无锡市","常州市"]}}}},{"if":{"properties":{"province":{"const":"浙江省"}},"required":["province"]},"then":{"required":["city"],"properties":{"city":{"enum":["杭州市","宁波市","温州市","绍兴市"]}}}},{"if":{"properties":{"province":{"const":"四川省"}},"required":["province"]},"then":{"required":["city"],"properties":{"city":{"enum":["成都市","绵阳市","德阳市"]}}}}],"$id":"23022126"};
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const func2 = require("ajv/dist/runtime/ucs2length").default;
const pattern0 = new RegExp("^1\\d{10}$", "u");
const pattern1 = new RegExp("^\\d{6}$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="23022126" */;
let vErrors = null;
let errors = 0;
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.province === undefined) && (missing0 = "province")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.province !== undefined){
if("北京市" !== data.province){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.city === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "city"},message:"must have required property '"+"city"+"'",schema:schema11.allOf[0].then.required,parentSchema:schema11.allOf[0].then,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.city !== undefined){
let data1 = data.city;
if(!(((((data1 === "东城区") || (data1 === "西城区")) || (data1 === "朝阳区")) || (data1 === "海淀区")) || (data1 === "丰台区"))){
const err3 = {instancePath:instancePath+"/city",schemaPath:"#/allOf/0/then/properties/city/enum",keyword:"enum",params:{allowedValues: schema11.allOf[0].then.properties.city.enum},message:"must be equal to one of the allowed values",schema:schema11.allOf[0].then.properties.city.enum,parentSchema:schema11.allOf[0].then.properties.city,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
}
if(!valid1){
const err4 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema11.allOf[0].if,parentSchema:schema11.allOf[0],data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const _errs8 = errors;
let valid4 = true;
const _errs9 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.province === undefined) && (missing1 = "province")){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
if(data.province !== undefined){
if("上海市" !== data.province){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
}
var _valid1 = _errs9 === errors;
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs11 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.city === undefined){
const err7 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "city"},message:"must have required property '"+"city"+"'",schema:schema11.allOf[1].then.required,parentSchema:schema11.allOf[1].then,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.city !== undefined){
let data3 = data.city;
if(!(((((data3 === "黄浦区") || (data3 === "徐汇区")) || (data3 === "静安区")) || (data3 === "浦东新区")) || (data3 === "闵行区"))){
const err8 = {instancePath:instancePath+"/city",schemaPath:"#/allOf/1/then/properties/city/enum",keyword:"enum",params:{allowedValues: schema11.allOf[1].then.properties.city.enum},message:"must be equal to one of the allowed values",schema:schema11.allOf[1].then.properties.city.enum,parentSchema:schema11.allOf[1].then.properties.city,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
var _valid1 = _errs11 === errors;
valid4 = _valid1;
}
if(!valid4){
const err9 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema11.allOf[1].if,parentSchema:schema11.allOf[1],data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const _errs14 = errors;
let valid7 = true;
const _errs15 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.province === undefined) && (missing2 = "province")){
const err10 = {};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
if(data.province !== undefined){
if("广东省" !== data.province){
const err11 = {};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
}
var _valid2 = _errs15 === errors;
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs17 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.city === undefined){
const err12 = {instancePath,schemaPath:"#/allOf/2/then/required",keyword:"required",params:{missingProperty: "city"},message:"must have required property '"+"city"+"'",schema:schema11.allOf[2].then.required,parentSchema:schema11.allOf[2].then,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.city !== undefined){
let data5 = data.city;
if(!(((((data5 === "广州市") || (data5 === "深圳市")) || (data5 === "珠海市")) || (data5 === "佛山市")) || (data5 === "东莞市"))){
const err13 = {instancePath:instancePath+"/city",schemaPath:"#/allOf/2/then/properties/city/enum",keyword:"enum",params:{allowedValues: schema11.allOf[2].then.properties.city.enum},message:"must be equal to one of the allowed values",schema:schema11.allOf[2].then.properties.city.enum,parentSchema:schema11.allOf[2].then.properties.city,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
var _valid2 = _errs17 === errors;
valid7 = _valid2;
}
if(!valid7){
const err14 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema11.allOf[2].if,parentSchema:schema11.allOf[2],data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const _errs20 = errors;
let valid10 = true;
const _errs21 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.province === undefined) && (missing3 = "province")){
const err15 = {};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
if(data.province !== undefined){
if("江苏省" !== data.province){
const err16 = {};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
}
var _valid3 = _errs21 === errors;
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
if(_valid3){
const _errs23 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.city === undefined){
const err17 = {instancePath,schemaPath:"#/allOf/3/then/required",keyword:"required",params:{missingProperty: "city"},message:"must have required property '"+"city"+"'",schema:schema11.allOf[3].then.required,parentSchema:schema11.allOf[3].then,data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.city !== undefined){
let data7 = data.city;
if(!((((data7 === "南京市") || (data7 === "苏州市")) || (data7 === "无锡市")) || (data7 === "常州市"))){
const err18 = {instancePath:instancePath+"/city",schemaPath:"#/allOf/3/then/properties/city/enum",keyword:"enum",params:{allowedValues: schema11.allOf[3].then.properties.city.enum},message:"must be equal to one of the allowed values",schema:schema11.allOf[3].then.properties.city.enum,parentSchema:schema11.allOf[3].then.properties.city,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
var _valid3 = _errs23 === errors;
valid10 = _valid3;
}
if(!valid10){
const err19 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema11.allOf[3].if,parentSchema:schema11.allOf[3],data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
const _errs26 = errors;
let valid13 = true;
const _errs27 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.province === undefined) && (missing4 = "province")){
const err20 = {};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
if(data.province !== undefined){
if("浙江省" !== data.province){
const err21 = {};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
}
var _valid4 = _errs27 === errors;
errors = _errs26;
if(vErrors !== null){
if(_errs26){
vErrors.length = _errs26;
}
else {
vErrors = null;
}
}
if(_valid4){
const _errs29 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.city === undefined){
const err22 = {instancePath,schemaPath:"#/allOf/4/then/required",keyword:"required",params:{missingProperty: "city"},message:"must have required property '"+"city"+"'",schema:schema11.allOf[4].then.required,parentSchema:schema11.allOf[4].then,data};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data.city !== undefined){
let data9 = data.city;
if(!((((data9 === "杭州市") || (data9 === "宁波市")) || (data9 === "温州市")) || (data9 === "绍兴市"))){
const err23 = {instancePath:instancePath+"/city",schemaPath:"#/allOf/4/then/properties/city/enum",keyword:"enum",params:{allowedValues: schema11.allOf[4].then.properties.city.enum},message:"must be equal to one of the allowed values",schema:schema11.allOf[4].then.properties.city.enum,parentSchema:schema11.allOf[4].then.properties.city,data:data9};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
var _valid4 = _errs29 === errors;
valid13 = _valid4;
}
if(!valid13){
const err24 = {instancePath,schemaPath:"#/allOf/4/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema11.allOf[4].if,parentSchema:schema11.allOf[4],data};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
const _errs32 = errors;
let valid16 = true;
const _errs33 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing5;
if((data.province === undefined) && (missing5 = "province")){
const err25 = {};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
else {
if(data.province !== undefined){
if("四川省" !== data.province){
const err26 = {};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
}
var _valid5 = _errs33 === errors;
errors = _errs32;
if(vErrors !== null){
if(_errs32){
vErrors.length = _errs32;
}
else {
vErrors = null;
}
}
if(_valid5){
const _errs35 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.city === undefined){
const err27 = {instancePath,schemaPath:"#/allOf/5/then/required",keyword:"required",params:{missingProperty: "city"},message:"must have required property '"+"city"+"'",schema:schema11.allOf[5].then.required,parentSchema:schema11.allOf[5].then,data};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data.city !== undefined){
let data11 = data.city;
if(!(((data11 === "成都市") || (data11 === "绵阳市")) || (data11 === "德阳市"))){
const err28 = {instancePath:instancePath+"/city",schemaPath:"#/allOf/5/then/properties/city/enum",keyword:"enum",params:{allowedValues: schema11.allOf[5].then.properties.city.enum},message:"must be equal to one of the allowed values",schema:schema11.allOf[5].then.properties.city.enum,parentSchema:schema11.allOf[5].then.properties.city,data:data11};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
var _valid5 = _errs35 === errors;
valid16 = _valid5;
}
if(!valid16){
const err29 = {instancePath,schemaPath:"#/allOf/5/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema11.allOf[5].if,parentSchema:schema11.allOf[5],data};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.email === undefined){
const err30 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data.address === undefined){
const err31 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "address"},message:"must have required property '"+"address"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data.email !== undefined){
let data12 = data.email;
if(typeof data12 === "string"){
if(func2(data12) > 50){
const err32 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema11.properties.email,data:data12};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(!(formats0.test(data12))){
const err33 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema11.properties.email,data:data12};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.email.type,parentSchema:schema11.properties.email,data:data12};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.mobile !== undefined){
let data13 = data.mobile;
if(typeof data13 === "string"){
if(!pattern0.test(data13)){
const err35 = {instancePath:instancePath+"/mobile",schemaPath:"#/properties/mobile/pattern",keyword:"pattern",params:{pattern: "^1\\d{10}$"},message:"must match pattern \""+"^1\\d{10}$"+"\"",schema:"^1\\d{10}$",parentSchema:schema11.properties.mobile,data:data13};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/mobile",schemaPath:"#/properties/mobile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.mobile.type,parentSchema:schema11.properties.mobile,data:data13};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.province !== undefined){
let data14 = data.province;
if(typeof data14 !== "string"){
const err37 = {instancePath:instancePath+"/province",schemaPath:"#/properties/province/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.province.type,parentSchema:schema11.properties.province,data:data14};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(!((((((data14 === "北京市") || (data14 === "上海市")) || (data14 === "广东省")) || (data14 === "江苏省")) || (data14 === "浙江省")) || (data14 === "四川省"))){
const err38 = {instancePath:instancePath+"/province",schemaPath:"#/properties/province/enum",keyword:"enum",params:{allowedValues: schema11.properties.province.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.province.enum,parentSchema:schema11.properties.province,data:data14};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.city !== undefined){
let data15 = data.city;
if(typeof data15 !== "string"){
const err39 = {instancePath:instancePath+"/city",schemaPath:"#/properties/city/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.city.type,parentSchema:schema11.properties.city,data:data15};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.address !== undefined){
let data16 = data.address;
if(typeof data16 === "string"){
if(func2(data16) > 100){
const err40 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.address,data:data16};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(func2(data16) < 5){
const err41 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/minLength",keyword:"minLength",params:{limit: 5},message:"must NOT have fewer than 5 characters",schema:5,parentSchema:schema11.properties.address,data:data16};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.address.type,parentSchema:schema11.properties.address,data:data16};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.postalCode !== undefined){
let data17 = data.postalCode;
if(typeof data17 === "string"){
if(!pattern1.test(data17)){
const err43 = {instancePath:instancePath+"/postalCode",schemaPath:"#/properties/postalCode/pattern",keyword:"pattern",params:{pattern: "^\\d{6}$"},message:"must match pattern \""+"^\\d{6}$"+"\"",schema:"^\\d{6}$",parentSchema:schema11.properties.postalCode,data:data17};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/postalCode",schemaPath:"#/properties/postalCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.postalCode.type,parentSchema:schema11.properties.postalCode,data:data17};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

exports["187119fa"] = validate11;
const schema12 = {"properties":{"province":{"const":"北京市"}},"required":["province"],"$id":"187119fa"};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="187119fa" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.province === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "province"},message:"must have required property '"+"province"+"'",schema:schema12.required,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.province !== undefined){
let data0 = data.province;
if("北京市" !== data0){
const err1 = {instancePath:instancePath+"/province",schemaPath:"#/properties/province/const",keyword:"const",params:{allowedValue: "北京市"},message:"must be equal to constant",schema:"北京市",parentSchema:schema12.properties.province,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
validate11.errors = vErrors;
return errors === 0;
}

exports["41be62c2"] = validate12;
const schema13 = {"properties":{"province":{"const":"上海市"}},"required":["province"],"$id":"41be62c2"};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="41be62c2" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.province === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "province"},message:"must have required property '"+"province"+"'",schema:schema13.required,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.province !== undefined){
let data0 = data.province;
if("上海市" !== data0){
const err1 = {instancePath:instancePath+"/province",schemaPath:"#/properties/province/const",keyword:"const",params:{allowedValue: "上海市"},message:"must be equal to constant",schema:"上海市",parentSchema:schema13.properties.province,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
validate12.errors = vErrors;
return errors === 0;
}

exports["-2582958f"] = validate13;
const schema14 = {"properties":{"province":{"const":"广东省"}},"required":["province"],"$id":"-2582958f"};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-2582958f" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.province === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "province"},message:"must have required property '"+"province"+"'",schema:schema14.required,parentSchema:schema14,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.province !== undefined){
let data0 = data.province;
if("广东省" !== data0){
const err1 = {instancePath:instancePath+"/province",schemaPath:"#/properties/province/const",keyword:"const",params:{allowedValue: "广东省"},message:"must be equal to constant",schema:"广东省",parentSchema:schema14.properties.province,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
validate13.errors = vErrors;
return errors === 0;
}

exports["-7c0fc382"] = validate14;
const schema15 = {"properties":{"province":{"const":"江苏省"}},"required":["province"],"$id":"-7c0fc382"};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-7c0fc382" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.province === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "province"},message:"must have required property '"+"province"+"'",schema:schema15.required,parentSchema:schema15,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.province !== undefined){
let data0 = data.province;
if("江苏省" !== data0){
const err1 = {instancePath:instancePath+"/province",schemaPath:"#/properties/province/const",keyword:"const",params:{allowedValue: "江苏省"},message:"must be equal to constant",schema:"江苏省",parentSchema:schema15.properties.province,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
validate14.errors = vErrors;
return errors === 0;
}

exports["-3306f398"] = validate15;
const schema16 = {"properties":{"province":{"const":"浙江省"}},"required":["province"],"$id":"-3306f398"};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-3306f398" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.province === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "province"},message:"must have required property '"+"province"+"'",schema:schema16.required,parentSchema:schema16,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.province !== undefined){
let data0 = data.province;
if("浙江省" !== data0){
const err1 = {instancePath:instancePath+"/province",schemaPath:"#/properties/province/const",keyword:"const",params:{allowedValue: "浙江省"},message:"must be equal to constant",schema:"浙江省",parentSchema:schema16.properties.province,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
validate15.errors = vErrors;
return errors === 0;
}

exports["-47e0f254"] = validate16;
const schema17 = {"properties":{"province":{"const":"四川省"}},"required":["province"],"$id":"-47e0f254"};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-47e0f254" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.province === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "province"},message:"must have required property '"+"province"+"'",schema:schema17.required,parentSchema:schema17,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.province !== undefined){
let data0 = data.province;
if("四川省" !== data0){
const err1 = {instancePath:instancePath+"/province",schemaPath:"#/properties/province/const",keyword:"const",params:{allowedValue: "四川省"},message:"must be equal to constant",schema:"四川省",parentSchema:schema17.properties.province,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
validate16.errors = vErrors;
return errors === 0;
}
