/**
 * The booking form's script (/s/assets/booking.js): vanilla JavaScript, a few KiB, no library. It draws the
 * availability calendar (free, taken, outside the booking window; the minimum stay in each day's title), asks the
 * server for the price of the chosen stay (the breakdown, the cancellation schedule, the prepayment) and books:
 * it fetches an ALTCHA challenge, solves it with the browser's SHA-256 (SubtleCrypto) and sends the form as JSON.
 * Written without template literals: it lives in a TypeScript string.
 */
export const BOOKING_JS = String.raw`(function(){'use strict';
var f=document.getElementById('book');if(!f)return;
var slug=f.dataset.slug,apt=f.dataset.apartment,en=f.dataset.lang==='en';
var base='/api/v1/sites/'+encodeURIComponent(slug);
var T=en?{free:'free',taken:'taken',closed:'not bookable',min:'min. stay',nights:'nights',total:'Total',months:['January','February','March','April','May','June','July','August','September','October','November','December'],days:['Mo','Tu','We','Th','Fr','Sa','Su'],wait:'Checking that you are not a robot…',err:'Something went wrong. Please try again.',pick:'Pick the dates to see the price.',cancel:'Cancellation',nearest:'Pick these dates',more:'Show more months'}:
{free:'wolny',taken:'zajęty',closed:'poza terminem rezerwacji',min:'min. pobyt',nights:'noce',total:'Razem',months:['Styczeń','Luty','Marzec','Kwiecień','Maj','Czerwiec','Lipiec','Sierpień','Wrzesień','Październik','Listopad','Grudzień'],days:['Pn','Wt','Śr','Cz','Pt','So','Nd'],wait:'Sprawdzamy, że nie jesteś automatem…',err:'Coś poszło nie tak. Spróbuj ponownie.',pick:'Wybierz daty, aby zobaczyć cenę.',cancel:'Zasady anulowania',nearest:'Wybierz ten termin',more:'Pokaż kolejne miesiące'};
var el=function(t,a,txt){var e=document.createElement(t);if(a)for(var k in a)e.setAttribute(k,a[k]);if(txt!=null)e.textContent=txt;return e};
var $=function(n){return f.elements.namedItem(n)};
var cal=document.getElementById('cal'),quote=document.getElementById('quote'),msg=document.getElementById('msg');
var nights={},shown=2;
var pl=function(d){var p=d.split('-');return p[2]+'.'+p[1]+'.'+p[0]};
var q=new URLSearchParams(location.search);['from','to','adults','children'].forEach(function(k){if(q.get(k))$(k).value=q.get(k)});
function draw(){cal.textContent='';var keys=Object.keys(nights).sort();if(!keys.length)return;
var from=$('from').value,to=$('to').value,first=keys[0].slice(0,7);var stop=null;if(from&&!to)for(var x=0;x<keys.length;x++)if(keys[x]>from&&nights[keys[x]].state!=='free'){stop=keys[x];break}
var out=function(day){return from&&!to&&day>from&&(stop===null||day<=stop)};var y=+first.slice(0,4),m=+first.slice(5,7)-1;
for(var i=0;i<shown;i++){var mm=(m+i)%12,yy=y+Math.floor((m+i)/12);var t=el('table'),cap=el('caption',null,T.months[mm]+' '+yy),hr=el('tr');t.appendChild(cap);
T.days.forEach(function(d){hr.appendChild(el('th',{scope:'col'},d))});t.appendChild(hr);
var start=new Date(Date.UTC(yy,mm,1)),pad=(start.getUTCDay()+6)%7,len=new Date(Date.UTC(yy,mm+1,0)).getUTCDate(),tr=el('tr');
for(var p=0;p<pad;p++)tr.appendChild(el('td'));
for(var d=1;d<=len;d++){var day=yy+'-'+String(mm+1).padStart(2,'0')+'-'+String(d).padStart(2,'0'),n=nights[day],td=el('td');
if(n){var st=n.state,b=el('button',{type:'button','data-day':day,'aria-label':pl(day)+', '+T[st]+(n.minStay>1?', '+T.min+' '+n.minStay:''),title:T[st]+(n.minStay>1?' ('+T.min+' '+n.minStay+')':'')},String(d));
b.className=st==='free'?'':st;if(day===from||day===to)b.className+=' sel';else if(from&&to&&day>from&&day<to)b.className+=' in';
if(st!=='free'&&day!==to&&!out(day))b.setAttribute('aria-disabled','true');b.setAttribute('aria-pressed',day===from||day===to?'true':'false');td.appendChild(b)}else td.textContent='';
tr.appendChild(td);if((pad+d)%7===0){t.appendChild(tr);tr=el('tr')}}
if(tr.childNodes.length)t.appendChild(tr);cal.appendChild(t)}
if(shown<6){var more=el('button',{type:'button','class':'btn'},T.more);more.addEventListener('click',function(){shown+=2;draw()});cal.appendChild(more)}}
cal.addEventListener('click',function(e){var b=e.target.closest('button[data-day]');if(!b)return;var day=b.dataset.day,n=nights[day];var from=$('from').value;
if(from&&!$('to').value&&day>from){$('to').value=day}else if(n&&n.state==='free'){$('from').value=day;$('to').value=''}else return;draw();price()});
fetch(base+'/apartments/'+apt+'/availability').then(function(r){return r.json()}).then(function(j){(j.data&&j.data.attributes.nights||[]).forEach(function(n){nights[n.date]=n});draw()}).catch(function(){});
function party(){var p=new URLSearchParams({from:$('from').value,to:$('to').value,adults:$('adults').value||'1',children:$('children').value||'0'});var a=$('childrenAges').value.split(/[ ,;|]+/).filter(Boolean);if(+$('children').value>0&&a.length)p.set('childrenAges',a.join('|'));return p}
function clearErr(){f.querySelectorAll('.err').forEach(function(e){e.textContent=''})}
function showErr(j){msg.className='err';msg.textContent=(j&&j.message)||T.err;var errs=(j&&j.errors)||{};for(var k in errs){var e=document.getElementById('e-'+k);if(e)e.textContent=errs[k].join(' ')}
if(errs.nearest&&errs.nearest.length){errs.nearest.forEach(function(s){var p=s.split('/'),b=el('button',{type:'button','class':'btn'},T.nearest+': '+pl(p[0])+' – '+pl(p[1]));b.addEventListener('click',function(){$('from').value=p[0];$('to').value=p[1];draw();price()});msg.appendChild(el('br'));msg.appendChild(b)})}}
var seq=0;function price(){var p=party();if(!p.get('from')||!p.get('to')){quote.hidden=true;return}var my=++seq;clearErr();msg.textContent='';
fetch(base+'/apartments/'+apt+'/quote?'+p).then(function(r){return r.json().then(function(j){return{ok:r.ok,j:j}})}).then(function(x){if(my!==seq)return;if(!x.ok){quote.hidden=true;showErr(x.j);return}
var a=x.j.data.attributes;quote.textContent='';var t=el('table');a.lines.forEach(function(l){var r=el('tr');r.appendChild(el('td',null,l.label));r.appendChild(el('td',null,l.amount));t.appendChild(r)});
var tot=el('tr');tot.appendChild(el('th',{scope:'row'},T.total));tot.appendChild(el('td',null,a.total));t.appendChild(tot);quote.appendChild(t);
quote.appendChild(el('p',{'class':'price'},a.prepaymentText));quote.appendChild(el('p',null,a.confirmation));var c=el('p',null,T.cancel+': '+a.cancellation.text);quote.appendChild(c);
var ul=el('ul');a.cancellation.schedule.forEach(function(s){ul.appendChild(el('li',null,s))});quote.appendChild(ul);quote.hidden=false}).catch(function(){})}
['from','to','adults','children','childrenAges'].forEach(function(n){$(n).addEventListener('change',function(){if(n==='children')document.getElementById('ages').hidden=!(+$('children').value>0);draw();price()})});
$('vatInvoice').addEventListener('change',function(){document.getElementById('vat').hidden=!$('vatInvoice').checked});
document.getElementById('ages').hidden=!(+$('children').value>0);
var hex=function(s){var a=new Uint8Array(s.length/2);for(var i=0;i<a.length;i++)a[i]=parseInt(s.substr(i*2,2),16);return a};
var tohex=function(b){var s='';for(var i=0;i<b.length;i++)s+=(b[i]<16?'0':'')+b[i].toString(16);return s};
async function solve(ch){var p=ch.parameters,salt=hex(p.salt),nonce=hex(p.nonce),buf=new Uint8Array(salt.length+nonce.length+4);buf.set(salt);buf.set(nonce,salt.length);
var dv=new DataView(buf.buffer),at=salt.length+nonce.length,len=p.keyLength||32,pre=p.keyPrefix,t0=Date.now();
for(var n=0;n<50000000;n++){dv.setUint32(at,n,false);var k=tohex(new Uint8Array(await crypto.subtle.digest('SHA-256',buf)).subarray(0,len));if(k.indexOf(pre)===0)return{counter:n,derivedKey:k,time:Date.now()-t0}}return null}
var busy=false;f.addEventListener('submit',async function(e){e.preventDefault();if(busy)return;busy=true;clearErr();var btn=f.querySelector('button[type=submit]');btn.disabled=true;msg.className='';msg.textContent=T.wait;
try{var ch=await (await fetch(base+'/challenge')).json();var sol=await solve(ch);var p=party(),body={};p.forEach(function(v,k){body[k]=k==='adults'||k==='children'?+v:v});
['fullName','email','phone','country','address','companyName','nip','comments'].forEach(function(k){body[k]=$(k).value});['vatInvoice','acceptRules','acceptPrivacy'].forEach(function(k){body[k]=$(k).checked});
body.language=en?'en':'pl';body.altcha=btoa(JSON.stringify({challenge:ch,solution:sol}));
var r=await fetch(base+'/apartments/'+apt+'/bookings',{method:'POST',headers:{'Content-Type':'application/json'},body:JSON.stringify(body)});var j=await r.json();
if(!r.ok){showErr(j)}else{msg.className='ok';msg.textContent=j.data.attributes.message;f.querySelectorAll('fieldset').forEach(function(x){x.disabled=true});btn.hidden=true;msg.focus&&msg.setAttribute('tabindex','-1');msg.focus()}}
catch(x){msg.className='err';msg.textContent=T.err}finally{busy=false;btn.disabled=false}});
if($('from').value&&$('to').value)price()})();`;
