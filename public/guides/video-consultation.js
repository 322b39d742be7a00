// Shows the guide in the language its address names (?lang=en|ru|de|ar), English otherwise.
const wanted = new URLSearchParams(location.search).get('lang')
const lang = ['en', 'ru', 'de', 'ar'].includes(wanted) ? wanted : 'en'
for (const section of document.querySelectorAll('article[lang]')) section.hidden = section.lang !== lang
document.documentElement.lang = lang
document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr'
document.title = document.querySelector(`article[lang="${lang}"] h1`).textContent
